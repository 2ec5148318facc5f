import type { TrackingEvent } from "@fable/contract";
import type { input } from "zod";

/**
 * The always-loaded part of tracking: `track` only notes the event. The client that batches and
 * sends (./client, fetched after the page is up) takes over the sink and drains what was noted,
 * so tracking never weighs on the home route's first download nor waits on the network.
 */
/** An event as the client writes it (before the server's parsing, which e.g. cuts the referrer). */
type TrackingInput = input<typeof TrackingEvent>;
export type TrackedEvent = Omit<TrackingInput, "event_time"> & { event_time: number };
type Sink = (event: TrackedEvent) => void;

/** Events noted before the client arrived; bounded, so a client that never loads costs nothing. */
const PENDING_MAX = 200;
const pending: TrackedEvent[] = [];
let sink: Sink | null = null;

export function track(
  eventName: string,
  details: Omit<TrackingInput, "event_name" | "event_time"> = {},
): void {
  const event: TrackedEvent = { ...details, event_name: eventName, event_time: Date.now() };
  if (sink) sink(event);
  else if (pending.length < PENDING_MAX) pending.push(event);
}

/** Called by the client once loaded: later events go straight to it, earlier ones are handed over. */
export function attachSink(next: Sink): void {
  sink = next;
  for (const event of pending.splice(0)) next(event);
}
