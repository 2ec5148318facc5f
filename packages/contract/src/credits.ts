import { z } from "zod";

/** Messages of the credits ledger that users read (docs/product.md#credits). */
export const CreditMessages = {
  notEnough: "Not enough credits",
} as const;

/** Credits a history page may hold. */
export const CREDIT_HISTORY_PAGE_MAX = 50;

/** GET /user/credits/getCount: the credits that count now, and the next to expire. */
export const CreditCount = z.object({
  creditAmount: z.number().int(),
  nextExpiry: z.object({ amount: z.number().int(), at: z.string() }).nullable(),
});
export type CreditCount = z.infer<typeof CreditCount>;

/**
 * GET /user/credits/obtain: today's daily reward. `creditAmount` is what this call granted (0 when
 * today's was already claimed, or the email is not yet validated); the daily reward modal shows it.
 */
export const DailyCredit = z.object({ creditAmount: z.number().int(), balance: z.number().int() });
export type DailyCredit = z.infer<typeof DailyCredit>;

export const CreditHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(CREDIT_HISTORY_PAGE_MAX).default(20),
});

/** One operation of the ledger: a grant (with its expiry), a spend or a refund. */
export const CreditHistoryLine = z.object({
  kind: z.enum(["grant", "spend", "refund"]),
  amount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type CreditHistoryLine = z.infer<typeof CreditHistoryLine>;
export const CreditHistoryPage = z.object({ list: z.array(CreditHistoryLine), page: z.number().int() });
export type CreditHistoryPage = z.infer<typeof CreditHistoryPage>;

/** GET /user/credits/getAvatarGenPrice: what one avatar generation costs the caller now. */
export const AvatarGenPrice = z.object({
  /** The configured price. */
  price: z.number().int(),
  /** What the caller pays: 0 when their plan needs no credits. */
  yourPrice: z.number().int(),
});
export type AvatarGenPrice = z.infer<typeof AvatarGenPrice>;
