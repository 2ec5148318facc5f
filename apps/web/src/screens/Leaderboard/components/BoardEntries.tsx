import type { LeaderboardEntry, LeaderboardType } from "@fable/contract";
import { clsx } from "clsx";
import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { Chip } from "../../../components/Chip";
import { type Medal, medalForRank } from "../../../lib/medals";
import { profilePath } from "../../../lib/paths";
import { isPaidPlan } from "../../../lib/plan";
import { podiumColumn } from "../podium";
import { useBoardText } from "./useBoardText";

const COLUMN = {
  1: "col-start-1 row-start-1",
  2: "col-start-2 row-start-1",
  3: "col-start-3 row-start-1",
} as const;

const medalText: Record<Medal, string> = { gold: "text-gold", silver: "text-silver", bronze: "text-bronze" };
const medalRing: Record<Medal, string> = {
  gold: "border-gold/70",
  silver: "border-silver/70",
  bronze: "border-bronze/70",
};

function PersonName({ entry, className }: { entry: LeaderboardEntry; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx("flex min-w-0 items-center gap-1.5", className)}>
      <Link
        to={profilePath(entry)}
        data-testid="leaderboard-name"
        className="truncate font-semibold text-text hover:underline"
      >
        {entry.userName}
      </Link>
      {isPaidPlan(entry.vipEnum) ? (
        <Chip tone="accent" className="shrink-0">
          {t("creator.member")}
        </Chip>
      ) : null}
    </span>
  );
}

/** Ranks 1–3 on a podium, second and third either side of the first (docs/product.md#leaderboard-page). */
export function Podium({ entries, type }: { entries: LeaderboardEntry[]; type: LeaderboardType }) {
  const { t } = useTranslation();
  const text = useBoardText();
  return (
    <ol data-testid="leaderboard-podium" className="grid grid-cols-3 items-end gap-2 md:gap-4">
      {entries.map((entry) => {
        const medal = medalForRank(entry.rank) ?? "bronze";
        const first = entry.rank === 1;
        return (
          <li
            key={entry.userId}
            data-testid="leaderboard-podium-entry"
            data-rank={entry.rank}
            className={clsx(
              // Shown 2 – 1 – 3; the list order stays 1, 2, 3 for assistive technology.
              COLUMN[podiumColumn(entry.rank)],
              "flex min-w-0 flex-col items-center gap-2 rounded-[12px] border bg-surface px-2 text-center md:px-4",
              first ? "pt-5 pb-6" : "pt-4 pb-4",
              medalRing[medal],
            )}
          >
            <span className={clsx("inline-flex items-center gap-1 text-sm font-bold", medalText[medal])}>
              <Crown aria-hidden="true" className={first ? "size-5" : "size-4"} />
              <span className="sr-only">{t("browse.leaderboard.rank", { rank: entry.rank })}</span>
              <span aria-hidden="true">{entry.rank}</span>
            </span>
            <Avatar
              src={entry.avatar}
              alt={entry.userName}
              className={clsx(
                "rounded-full border-2",
                medalRing[medal],
                first ? "size-20 text-2xl md:size-24" : "size-14 text-lg md:size-18",
              )}
            />
            <PersonName entry={entry} className="max-w-full justify-center text-sm" />
            <span className="text-xs text-muted">{text.score(type, entry.increment)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** Everyone after the podium, numbered from 4. */
export function BoardRows({ entries, type }: { entries: LeaderboardEntry[]; type: LeaderboardType }) {
  const { t } = useTranslation();
  const text = useBoardText();
  if (entries.length === 0) return null;
  return (
    <ol data-testid="leaderboard-rows" className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li
          key={entry.userId}
          data-testid="leaderboard-row"
          data-rank={entry.rank}
          className="flex items-center gap-3 rounded-[12px] px-3 py-2.5 transition duration-150 ease-out hover:bg-surface"
        >
          <span className="w-7 shrink-0 text-center text-sm font-semibold text-muted tabular-nums">
            <span className="sr-only">{t("browse.leaderboard.rank", { rank: entry.rank })}</span>
            <span aria-hidden="true">{entry.rank}</span>
          </span>
          <Avatar src={entry.avatar} alt={entry.userName} className="size-10 shrink-0 rounded-full text-sm" />
          <PersonName entry={entry} className="flex-1 text-sm" />
          <span className="shrink-0 text-sm text-muted tabular-nums">
            {text.score(type, entry.increment)}
          </span>
        </li>
      ))}
    </ol>
  );
}
