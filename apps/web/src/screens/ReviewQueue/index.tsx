import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BotQueue } from "./components/BotQueue";
import { ChapterQueue } from "./components/ChapterQueue";
import { PopularSearchQueue } from "./components/PopularSearchQueue";
import { ReportQueue } from "./components/ReportQueue";
import { QUEUE_TABS, queueTabOf } from "./queueTabs";

const LABEL_KEYS = {
  bots: "reviews.queue.bots",
  reports: "reviews.queue.reports",
  searches: "reviews.queue.searches",
  chapters: "reviews.queue.chapters",
} as const;

/**
 * /admin/review: bots waiting for a reviewer (docs/product.md#review-queue), users' reports (`?tab=reports`)
 * the searched texts that Popular searches may show (`?tab=searches`) and novel chapters written on
 * request (`?tab=chapters`, docs/product.md#novels). The server decides who may review,
 * so anyone signed in may open the page and is told if not.
 */
export default function ReviewQueue() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = queueTabOf(search.get("tab"));
  const title = t("review.title");
  const select = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === QUEUE_TABS[0]) next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return (
    <div
      data-testid="review-queue"
      className="mx-auto flex w-full max-w-[900px] flex-col gap-6 px-4 py-5 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
      <Tabs.Root value={tab} onValueChange={select} className="flex flex-col gap-5">
        <Tabs.List
          aria-label={t("reviews.queue.tabs")}
          className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-full bg-surface p-1"
        >
          {QUEUE_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              data-testid={`review-tab-${value}`}
              className="h-9 shrink-0 rounded-full px-4 text-sm font-medium text-muted transition duration-150 ease-out hover:text-text data-[state=active]:bg-raised data-[state=active]:text-text"
            >
              {t(LABEL_KEYS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="bots">
          <BotQueue />
        </Tabs.Content>
        <Tabs.Content value="reports">
          <ReportQueue />
        </Tabs.Content>
        <Tabs.Content value="searches">
          <PopularSearchQueue />
        </Tabs.Content>
        <Tabs.Content value="chapters">
          <ChapterQueue />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
