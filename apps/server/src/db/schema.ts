/** Every table of the one PostgreSQL schema; drizzle-kit reads this file to generate migrations. */
export * from "../modules/auth/auth.schema.ts";
export * from "../modules/bots/bots.schema.ts";
export * from "../modules/chat/chat.schema.ts";
export * from "../modules/discovery/discovery.schema.ts";
export * from "../modules/users/users.schema.ts";
export * from "./meta.schema.ts";
