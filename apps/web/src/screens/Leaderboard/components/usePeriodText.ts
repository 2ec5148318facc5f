import type { LeaderboardType } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { formatDay, formatPeriod, nextUpdate, periodKind } from "../period";

/** The stretch of time a board covers and when it is next recomputed, in the reader's language. */
export function usePeriodText(type: LeaderboardType, period: string) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const named = formatPeriod(period, locale);
  const covers =
    periodKind(type) === "sinceJoining"
      ? t("browse.leaderboard.period.sinceJoining", { period: named })
      : t("browse.leaderboard.period.covers", { period: named });
  const next = nextUpdate(period);
  return { covers, next: next ? t("browse.leaderboard.period.next", { day: formatDay(next, locale) }) : "" };
}
