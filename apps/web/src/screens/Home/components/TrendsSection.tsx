import type { BotCard, HomeContent } from "@fable/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { clsx } from "clsx";
import { Medal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { CardStats } from "../../../components/BotCard";
import { Skeleton } from "../../../components/Skeleton";
import { chatPath } from "../../../lib/paths";
import { type Medal as MedalKind, medalForRank, type TrendPeriod, visibleTrendTabs } from "../trends";

export const TRENDS_SKELETONS = 7;
const SKELETON_KEYS = Array.from({ length: TRENDS_SKELETONS }, (_, index) => `trend-skeleton-${index}`);

const listGrid = "grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-3 xl:grid-cols-3";

const medalColor: Record<MedalKind, string> = {
  gold: "text-gold",
  silver: "text-silver",
  bronze: "text-bronze",
};

type TrendLists = Pick<HomeContent, "dayTrendingBots" | "weekTrendingBots" | "monthTrendingBots">;

/** Daily, weekly and monthly trending characters; empty periods are hidden, and so is the section. */
export function TrendsSection({ content }: { content: TrendLists }) {
  const { t } = useTranslation();
  const tabs = visibleTrendTabs(content);
  const first = tabs[0];
  if (!first) return null;
  const labels: Record<TrendPeriod, string> = {
    daily: t("home.trends.daily"),
    weekly: t("home.trends.weekly"),
    monthly: t("home.trends.monthly"),
  };

  return (
    <section aria-labelledby="home-trends-title" data-testid="home-trends">
      <Tabs.Root defaultValue={first.period}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3 md:mb-4">
          <h2 id="home-trends-title" className="text-lg font-semibold tracking-tight md:text-xl">
            {t("home.trends.title")}
          </h2>
          <Tabs.List aria-label={t("home.trends.periods")} className="flex gap-1 rounded-full bg-surface p-1">
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.period}
                value={tab.period}
                data-testid={`trends-tab-${tab.period}`}
                className="h-8 rounded-full px-3.5 text-sm font-medium text-muted transition duration-150 ease-out hover:text-text data-[state=active]:bg-raised data-[state=active]:text-text"
              >
                {labels[tab.period]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.period} value={tab.period} className="focus-visible:outline-offset-4">
            <ol className={listGrid}>
              {tab.bots.map((bot, index) => (
                <li key={bot.botId}>
                  <TrendRow bot={bot} rank={index + 1} />
                </li>
              ))}
            </ol>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function TrendRow({ bot, rank }: { bot: BotCard; rank: number }) {
  const { t } = useTranslation();
  const medal = medalForRank(rank);
  const name = bot.characterName || bot.botName;
  return (
    <Link
      to={chatPath(bot)}
      data-testid="trend-row"
      className="flex items-center gap-3 rounded-[12px] border border-border bg-surface p-2.5 transition duration-200 ease-out hover:-translate-y-0.5 hover:border-accent/60 hover:bg-raised"
    >
      <span className="flex w-7 shrink-0 justify-center text-sm font-semibold text-muted tabular-nums">
        <span className="sr-only">{t("home.trends.rank", { rank })}</span>
        {medal ? (
          <Medal aria-hidden="true" className={clsx("size-6", medalColor[medal])} />
        ) : (
          <span aria-hidden="true">{rank}</span>
        )}
      </span>
      <Avatar
        src={bot.avatar}
        alt={name || t("bot.avatarAlt")}
        className="size-14 shrink-0 rounded-full text-lg"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="truncate text-sm font-semibold">{name}</h3>
        <p className="truncate text-xs text-muted">{bot.botDesc}</p>
        <CardStats chats={bot.chats} likes={bot.likes} />
      </div>
    </Link>
  );
}

export function TrendsSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="mb-4 h-7 w-32" />
      <div className={listGrid}>
        {SKELETON_KEYS.map((key) => (
          <div
            key={key}
            className="flex items-center gap-3 rounded-[12px] border border-border bg-surface p-2.5"
          >
            <Skeleton className="h-5 w-7" />
            <Skeleton className="size-14 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-5/6" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
