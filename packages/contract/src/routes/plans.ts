import { z } from "zod";
import { AdminPlanAnswer, EndPlanRequest, GrantPlanRequest, PlanCatalogue } from "../plans.ts";
import { defineRoute } from "./define.ts";

/** Plans, what each grants, and the operator's grants (docs/product.md#plans). */
export const planRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/plans/list",
    access: "public",
    tag: "plans",
    summary: "The plans with their prices, trials and entitlements, and how this installation takes payments",
    result: PlanCatalogue,
  }),
  setReminded: defineRoute({
    method: "GET",
    path: "/uservip/setReminded",
    access: "user",
    tag: "plans",
    summary: "The resubscribe hint was shown: do not show it again for the membership that ended",
    result: z.object({ reminded: z.boolean() }),
  }),
  grant: defineRoute({
    method: "POST",
    path: "/admin/plans/grant",
    access: "admin",
    tag: "plans",
    summary: "An operator gives an account a plan for some days (extending the current one of the same plan)",
    body: GrantPlanRequest,
    result: AdminPlanAnswer,
  }),
  end: defineRoute({
    method: "POST",
    path: "/admin/plans/end",
    access: "admin",
    tag: "plans",
    summary: "An operator ends an account's plan now",
    body: EndPlanRequest,
    result: AdminPlanAnswer,
  }),
  lookup: defineRoute({
    method: "POST",
    path: "/admin/plans/account",
    access: "admin",
    tag: "plans",
    summary: "An account's plan and current subscription, by email",
    body: EndPlanRequest,
    result: AdminPlanAnswer,
  }),
} as const;
