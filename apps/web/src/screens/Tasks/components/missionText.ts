import type { TFunction } from "i18next";

/**
 * A task's title and description by its id (the server's catalogue, docs/product.md#tasks). Written
 * out key by key so the catalogs test sees every one; a task this build does not know shows its id.
 */
export function missionText(id: string, t: TFunction): { title: string; description: string } {
  switch (id) {
    case "daily_messages":
      return {
        title: t("tasks.mission.dailyMessages.title"),
        description: t("tasks.mission.dailyMessages.description"),
      };
    case "daily_characters":
      return {
        title: t("tasks.mission.dailyCharacters.title"),
        description: t("tasks.mission.dailyCharacters.description"),
      };
    case "daily_regenerate":
      return {
        title: t("tasks.mission.dailyRegenerate.title"),
        description: t("tasks.mission.dailyRegenerate.description"),
      };
    case "daily_follow":
      return {
        title: t("tasks.mission.dailyFollow.title"),
        description: t("tasks.mission.dailyFollow.description"),
      };
    case "special_validate_email":
      return {
        title: t("tasks.mission.validateEmail.title"),
        description: t("tasks.mission.validateEmail.description"),
      };
    case "special_create_bot":
      return {
        title: t("tasks.mission.createBot.title"),
        description: t("tasks.mission.createBot.description"),
      };
    case "special_share_chat":
      return {
        title: t("tasks.mission.shareChat.title"),
        description: t("tasks.mission.shareChat.description"),
      };
    case "special_follow":
      return { title: t("tasks.mission.follow.title"), description: t("tasks.mission.follow.description") };
    case "special_review":
      return { title: t("tasks.mission.review.title"), description: t("tasks.mission.review.description") };
    case "referral_invite":
      return { title: t("tasks.mission.invite.title"), description: t("tasks.mission.invite.description") };
    default:
      return { title: id, description: "" };
  }
}
