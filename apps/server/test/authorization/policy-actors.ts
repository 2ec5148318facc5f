import type { BotAccess } from "../../src/policies/bot.policy.ts";
import { isOutcome } from "./cells.ts";
import type { ByState, Outcome } from "./outcomes.ts";
import type { BotState, Role } from "./roles.ts";

/** The matrix's creator, and the chatter who owns the dialogues, personas, posts, reviews and reports. */
export const CREATOR_ID = 1;
export const CHATTER_ID = 4;

/**
 * The matrix's people as the policies see them: the creator owns the bot, the chatter what hangs off
 * their chats; the others are strangers to both. Only the reviewer moderates.
 */
export const POLICY_ACTORS: Record<Role, { userId: number | null; reviewer: boolean }> = {
  anonymous: { userId: null, reviewer: false },
  free: { userId: 2, reviewer: false },
  vip: { userId: 3, reviewer: false },
  creator: { userId: CREATOR_ID, reviewer: false },
  chatter: { userId: CHATTER_ID, reviewer: false },
  reviewer: { userId: 5, reviewer: true },
};

/** The bot's columns in each state of the matrix's world (world.ts reaches them through the API). */
export function botIn(state: BotState, definitionVisible: boolean): BotAccess {
  const columns: Record<BotState, Pick<BotAccess, "visibility" | "reviewStatus">> = {
    public: { visibility: "public", reviewStatus: "approved" },
    unlisted: { visibility: "unlisted", reviewStatus: "approved" },
    private: { visibility: "private", reviewStatus: "approved" },
    inReview: { visibility: "public", reviewStatus: "pending" },
    removed: { visibility: "public", reviewStatus: "rejected" },
  };
  return { creatorId: CREATOR_ID, definitionVisible, ...columns[state] };
}

/** What a row expects of a role in a bot state (rows of objects without states expect one outcome). */
export function expectedIn(expectation: ByState | Outcome, state: BotState): Outcome {
  return isOutcome(expectation) ? expectation : expectation[state];
}
