import type { TrackingEvent } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { trackingEvents } from "./tracking.schema.ts";

type Kind = "event" | "user_event" | "bot_record" | "visit";

interface Row {
  kind: Kind;
  name: string;
  botId?: string | number | undefined;
  payload: Record<string, unknown>;
}

/**
 * Appends tracking rows in one statement. The signed-in user (if any) is taken from the session,
 * never from the payload, so nobody can record events in someone else's name.
 */
export async function record(ctx: ServiceContext, rows: Row[]): Promise<{ recorded: number }> {
  const now = ctx.clock.now();
  await ctx.db.insert(trackingEvents).values(
    rows.map((row) => ({
      userId: ctx.userId,
      kind: row.kind,
      name: row.name,
      botId: row.botId === undefined ? null : Number(row.botId),
      payload: row.payload,
      createdAt: now,
    })),
  );
  return { recorded: rows.length };
}

/** POST /event: a batch; an event carrying where the visitor came from is stored as a visit. */
export function recordEvents(ctx: ServiceContext, events: TrackingEvent[]) {
  return record(
    ctx,
    events.map(({ event_name, botId, ...payload }) => ({
      kind: payload.visit ? "visit" : "event",
      name: event_name,
      botId,
      payload,
    })),
  );
}

/** When an account is removed its events stay, counted, but no longer name the person. */
export async function forgetPersonInTracking(tx: Transaction, userId: number) {
  await tx.update(trackingEvents).set({ userId: null }).where(eq(trackingEvents.userId, userId));
}
