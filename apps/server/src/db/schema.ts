/** Every table of the one PostgreSQL schema; drizzle-kit reads this file to generate migrations. */
export * from "../modules/auth/auth.schema.ts";
export * from "../modules/bots/bots.schema.ts";
export * from "../modules/chat/chat.schema.ts";
export * from "../modules/credits/credits.schema.ts";
export * from "../modules/discovery/discovery.schema.ts";
export * from "../modules/joybook/joybook.schema.ts";
export * from "../modules/mail/mail.schema.ts";
export * from "../modules/missions/missions.schema.ts";
export * from "../modules/reports/reports.schema.ts";
export * from "../modules/reviews/reviews.schema.ts";
export * from "../modules/search/search.schema.ts";
export * from "../modules/social/social.schema.ts";
export * from "../modules/tracking/tracking.schema.ts";
export * from "../modules/usage/usage.schema.ts";
export * from "../modules/users/users.schema.ts";
export * from "./meta.schema.ts";
