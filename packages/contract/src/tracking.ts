import { z } from "zod";
import { LIMITS } from "./limits.ts";

export const TrackingMessages = {
  eventNameRequired: "event_name is required",
  eventNameCamelRequired: "eventName is required",
} as const;

const Text = (max: number) => z.string().trim().max(max);
const Id = z.union([z.string().regex(/^\d{1,10}$/), z.number().int().min(0).max(LIMITS.integerMax)]);

/**
 * Visit tracking (docs/product.md#tracking): where a visitor came from. The referrer is cut to 200
 * characters.
 */
export const VisitSource = z.object({
  ref: Text(100).optional(),
  referrer: z
    .string()
    .optional()
    .transform((value) => value?.slice(0, LIMITS.referrerMax)),
  utm_source: Text(100).optional(),
  utm_medium: Text(100).optional(),
  utm_campaign: Text(100).optional(),
  utm_content: Text(100).optional(),
  utm_term: Text(100).optional(),
});
export type VisitSource = z.input<typeof VisitSource>;

/** One tracking event (docs/product.md#tracking). */
export const TrackingEvent = z.object({
  app_name: Text(50).optional(),
  platform: z.enum(["H5", "Web"]).optional(),
  app_version: Text(20).optional(),
  device_name: Text(100).optional(),
  /** Milliseconds since the epoch, as the client saw it. */
  event_time: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
  device_id: Text(100).optional(),
  event_name: Text(100).min(1, TrackingMessages.eventNameRequired),
  event_type: Text(50).optional(),
  botId: Id.optional(),
  visit: VisitSource.optional(),
  /** Anything else the event carries, kept as given (small). */
  properties: z
    .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()]))
    .optional(),
});
export type TrackingEvent = z.infer<typeof TrackingEvent>;

/** POST /event: the web app sends what it collected, about once a second. */
export const TrackingBatch = z.object({
  events: z
    .array(TrackingEvent)
    .min(1)
    .max(LIMITS.trackingBatch, `At most ${LIMITS.trackingBatch} events at once`),
});

/** POST /user/event/record/add: something the signed-in user did (e.g. task_share_copylink). */
export const UserEventRecord = z.object({
  eventName: Text(100).min(1, TrackingMessages.eventNameCamelRequired),
  botId: Id.optional(),
  properties: TrackingEvent.shape.properties,
});

/** POST /user/bot/record/add: a bot card the user was shown or opened. */
export const BotRecord = z.object({
  botId: Id,
  /** "show" for a card seen, "click" for a card opened. */
  type: z.enum(["show", "click"]).default("click"),
});

/** POST /user-action: a visit through someone's share link (docs/product.md#api-routes). */
export const UserAction = z.object({
  botId: Id.optional(),
  tag: Text(50).min(1),
  type: Text(50).min(1),
  userId: Id.optional(),
});

export const Recorded = z.object({ recorded: z.number().int() });
