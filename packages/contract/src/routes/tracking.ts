import { BotRecord, Recorded, TrackingBatch, UserAction, UserEventRecord } from "../tracking.ts";
import { defineRoute } from "./define.ts";

/** Tracking (docs/product.md#tracking): append-only, never read on a user's request path. */
export const trackingRoutes = {
  events: defineRoute({
    method: "POST",
    path: "/event",
    access: "public",
    tag: "tracking",
    summary: "Record a batch of tracking events (and visits)",
    body: TrackingBatch,
    result: Recorded,
  }),
  userEvent: defineRoute({
    method: "POST",
    path: "/user/event/record/add",
    access: "user",
    tag: "tracking",
    summary: "Record something the signed-in user did",
    body: UserEventRecord,
    result: Recorded,
  }),
  botRecord: defineRoute({
    method: "POST",
    path: "/user/bot/record/add",
    access: "public",
    tag: "tracking",
    summary: "Record a bot card shown to or opened by the user",
    body: BotRecord,
    result: Recorded,
  }),
  shareVisit: defineRoute({
    method: "POST",
    path: "/user-action",
    access: "public",
    tag: "tracking",
    summary: "Record a visit through a share link",
    body: UserAction,
    result: Recorded,
  }),
} as const;
