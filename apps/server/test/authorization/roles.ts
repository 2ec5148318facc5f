/**
 * The people of the authorization matrix (issue 7). Each row of the table says what each of them gets.
 * - anonymous: no token.
 * - free, vip: signed-in users on the free and a paid plan who own nothing the matrix addresses
 *   ("other users" to every object).
 * - creator: the creator-owner of every bot in the world.
 * - chatter: the user chatting with the creator's bots; owns the dialogues, saved chats, pins,
 *   custom memories, persona (mask), Joybook posts, reviews and reports.
 * - reviewer: an administrator (ADMIN_EMAILS), who decides reviews and reports.
 */
export const ROLES = ["anonymous", "free", "vip", "creator", "chatter", "reviewer"] as const;
export type Role = (typeof ROLES)[number];

/**
 * The states a bot (and so everything hanging off it) can be in, each reached through the real API:
 * public and unlisted (approved), private, in review (edited, waiting for a reviewer) and removed
 * (a reviewer rejected it: docs/product.md#bot-review).
 */
export const BOT_STATES = ["public", "unlisted", "private", "inReview", "removed"] as const;
export type BotState = (typeof BOT_STATES)[number];

/** Objects that do not hang off a bot (personas, accounts) have this one state. */
export const NO_STATE = "any" as const;
export type State = BotState | typeof NO_STATE;
