import type { TFunction } from "i18next";

/**
 * Features that later work builds, each with its display name. Written as literal `t()` calls so
 * the catalog test sees every key.
 */
export const FEATURE_NAMES = {
  category: (t: TFunction) => t("features.category"),
  chats: (t: TFunction) => t("features.chats"),
  leaderboard: (t: TFunction) => t("features.leaderboard"),
  myBots: (t: TFunction) => t("features.myBots"),
  account: (t: TFunction) => t("features.account"),
  search: (t: TFunction) => t("features.search"),
  histories: (t: TFunction) => t("features.histories"),
  botInfo: (t: TFunction) => t("features.botInfo"),
  memory: (t: TFunction) => t("features.memory"),
  shareChat: (t: TFunction) => t("features.shareChat"),
  contact: (t: TFunction) => t("features.contact"),
  login: (t: TFunction) => t("features.login"),
  test: (t: TFunction) => t("features.test"),
  chat: (t: TFunction) => t("features.chat"),
  botProfile: (t: TFunction) => t("features.botProfile"),
  createBot: (t: TFunction) => t("features.createBot"),
  createTwitter: (t: TFunction) => t("features.createTwitter"),
  createResult: (t: TFunction) => t("features.createResult"),
  orders: (t: TFunction) => t("features.orders"),
  joybook: (t: TFunction) => t("features.joybook"),
  joybookPost: (t: TFunction) => t("features.joybookPost"),
  profile: (t: TFunction) => t("features.profile"),
  activity: (t: TFunction) => t("features.activity"),
  terms: (t: TFunction) => t("features.terms"),
  privacy: (t: TFunction) => t("features.privacy"),
  help: (t: TFunction) => t("features.help"),
  faq: (t: TFunction) => t("features.faq"),
  guide: (t: TFunction) => t("features.guide"),
  oauthCallback: (t: TFunction) => t("features.oauthCallback"),
  subscribeStar: (t: TFunction) => t("features.subscribeStar"),
} as const;

export type Feature = keyof typeof FEATURE_NAMES;
