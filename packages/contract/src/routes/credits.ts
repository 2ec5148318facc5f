import {
  AvatarGenPrice,
  CreditCount,
  CreditHistoryPage,
  CreditHistoryQuery,
  DailyCredit,
} from "../credits.ts";
import { defineRoute } from "./define.ts";

/** The user's credits (docs/product.md#credits). */
export const creditRoutes = {
  getCount: defineRoute({
    method: "GET",
    path: "/user/credits/getCount",
    access: "user",
    tag: "credits",
    summary: "The credits that count now, and how many expire next and when",
    result: CreditCount,
  }),
  obtain: defineRoute({
    method: "GET",
    path: "/user/credits/obtain",
    access: "user",
    tag: "credits",
    summary: "Claims today's daily reward (once a UTC day, for a validated email) and says what it granted",
    result: DailyCredit,
  }),
  history: defineRoute({
    method: "GET",
    path: "/user/credits/history",
    access: "user",
    tag: "credits",
    summary: "The credits ledger, newest first: grants with their expiry, spends and refunds",
    query: CreditHistoryQuery,
    result: CreditHistoryPage,
  }),
  avatarGenPrice: defineRoute({
    method: "GET",
    path: "/user/credits/getAvatarGenPrice",
    access: "user",
    tag: "credits",
    summary: "What generating avatars costs, and what it costs the caller (members pay nothing)",
    result: AvatarGenPrice,
  }),
} as const;
