import { LeaderboardType } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/formatCount";
import type { BoardTab } from "../boards";

/** What each board counts, in the words shown next to a score. */
type Unit = "chats" | "fans" | "messages" | "conversations" | "reviews";

const UNITS: Record<LeaderboardType, Unit> = {
  [LeaderboardType.CREATIVE_STARS]: "chats",
  [LeaderboardType.NEWCOMER_SPOTLIGHT]: "chats",
  [LeaderboardType.FAN_FAVORITE]: "fans",
  [LeaderboardType.CHAT_LEGEND]: "messages",
  [LeaderboardType.ACTIVE_FABLER]: "conversations",
  [LeaderboardType.COMMENT_MASTER]: "reviews",
};

/** Names, rules and score wording of the boards, in the interface language. */
export function useBoardText() {
  const { t } = useTranslation();
  const names: Record<LeaderboardType, string> = {
    [LeaderboardType.CREATIVE_STARS]: t("browse.leaderboard.boards.creativeStars"),
    [LeaderboardType.NEWCOMER_SPOTLIGHT]: t("browse.leaderboard.boards.newcomerSpotlight"),
    [LeaderboardType.FAN_FAVORITE]: t("browse.leaderboard.boards.fanFavorite"),
    [LeaderboardType.CHAT_LEGEND]: t("browse.leaderboard.boards.chatLegend"),
    [LeaderboardType.ACTIVE_FABLER]: t("browse.leaderboard.boards.activeFabler"),
    [LeaderboardType.COMMENT_MASTER]: t("browse.leaderboard.boards.commentMaster"),
  };
  const rules: Record<LeaderboardType, string> = {
    [LeaderboardType.CREATIVE_STARS]: t("browse.leaderboard.rules.creativeStars"),
    [LeaderboardType.NEWCOMER_SPOTLIGHT]: t("browse.leaderboard.rules.newcomerSpotlight"),
    [LeaderboardType.FAN_FAVORITE]: t("browse.leaderboard.rules.fanFavorite"),
    [LeaderboardType.CHAT_LEGEND]: t("browse.leaderboard.rules.chatLegend"),
    [LeaderboardType.ACTIVE_FABLER]: t("browse.leaderboard.rules.activeFabler"),
    [LeaderboardType.COMMENT_MASTER]: t("browse.leaderboard.rules.commentMaster"),
  };
  const tabs: Record<BoardTab, string> = {
    creators: t("browse.leaderboard.tabs.creators"),
    fablers: t("browse.leaderboard.tabs.fablers"),
  };
  const score = (type: LeaderboardType, increment: number) => {
    const value = formatCount(increment);
    switch (UNITS[type]) {
      case "chats":
        return t("browse.leaderboard.units.chats", { count: increment, value });
      case "fans":
        return t("browse.leaderboard.units.fans", { count: increment, value });
      case "messages":
        return t("browse.leaderboard.units.messages", { count: increment, value });
      case "conversations":
        return t("browse.leaderboard.units.conversations", { count: increment, value });
      case "reviews":
        return t("browse.leaderboard.units.reviews", { count: increment, value });
    }
  };
  return {
    name: (type: LeaderboardType) => names[type],
    rule: (type: LeaderboardType) => rules[type],
    tab: (tab: BoardTab) => tabs[tab],
    score,
  };
}
