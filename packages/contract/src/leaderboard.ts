import { z } from "zod";

/**
 * The six boards (docs/product.md#leaderboards): three for creators (1–3), three for readers, the Fablers
 * (4–6).
 */
export const LeaderboardType = {
  CREATIVE_STARS: 1,
  NEWCOMER_SPOTLIGHT: 2,
  FAN_FAVORITE: 3,
  CHAT_LEGEND: 4,
  ACTIVE_FABLER: 5,
  COMMENT_MASTER: 6,
} as const;
export type LeaderboardType = (typeof LeaderboardType)[keyof typeof LeaderboardType];

/** One row of a leaderboard (docs/product.md#leaderboards), with its place. */
export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  userId: z.string(),
  userSlug: z.string(),
  userName: z.string(),
  avatar: z.string(),
  vipEnum: z.string(),
  /** What the board counts over its period (chats, likes and follows, messages, …). */
  increment: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** GET /leaderboard/list/{type}: the top 50 of a board for its last whole period. */
export const Leaderboard = z.object({
  type: z.number().int(),
  /** "2026-10" for creators' boards (the last month), the Monday "2026-11-16" for readers' (the last week). */
  period: z.string(),
  /** When the period's snapshot was computed; null while no one qualifies yet. */
  computedAt: z.string().nullable(),
  list: z.array(LeaderboardEntry),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const LeaderboardMessages = {
  typeRange: "The leaderboard type must be 1 to 6",
} as const;

export const LeaderboardTypeParam = z.object({
  type: z.coerce
    .number({ message: LeaderboardMessages.typeRange })
    .int(LeaderboardMessages.typeRange)
    .min(1, LeaderboardMessages.typeRange)
    .max(6, LeaderboardMessages.typeRange),
});
