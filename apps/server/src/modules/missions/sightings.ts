import { and, eq, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../../context.ts";
import type { Db, Transaction } from "../../db/client.ts";
import { utcDay } from "../../lib/utc-day.ts";
import { accountSightings } from "./missions.schema.ts";
import { networkOf } from "./network.ts";

/** Notes that the account was seen now from the request's device and network (one row a day each). */
export async function noteSighting(db: Db | Transaction, ctx: ServiceContext, userId: number) {
  const now = ctx.clock.now();
  await db
    .insert(accountSightings)
    .values({
      userId,
      deviceId: ctx.deviceId,
      network: networkOf(ctx.ip),
      day: utcDay(now),
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: [
        accountSightings.userId,
        accountSightings.deviceId,
        accountSightings.network,
        accountSightings.day,
      ],
      set: { lastSeenAt: sql`greatest(${accountSightings.lastSeenAt}, excluded.last_seen_at)` },
    });
}

/**
 * Whether two accounts look like one person: seen on the same device (ever), or on the same network
 * within a day of each other. Answers the first that holds, device first.
 */
export async function sharedFootprint(
  db: Db | Transaction,
  userId: number,
  otherId: number,
): Promise<"same_device" | "same_network" | null> {
  const mine = alias(accountSightings, "mine");
  const theirs = alias(accountSightings, "theirs");
  const sameDevice = and(ne(mine.deviceId, ""), eq(mine.deviceId, theirs.deviceId));
  const [row] = await db
    .select({
      sameDevice: sql<boolean | null>`bool_or(${sameDevice})`,
      sameNetwork: sql<boolean | null>`bool_or(${mine.network} = ${theirs.network}
        and ${mine.firstSeenAt} <= ${theirs.lastSeenAt} + interval '1 day'
        and ${theirs.firstSeenAt} <= ${mine.lastSeenAt} + interval '1 day')`,
    })
    .from(mine)
    .innerJoin(theirs, and(eq(theirs.userId, otherId), or(eq(mine.network, theirs.network), sameDevice)))
    .where(eq(mine.userId, userId));
  if (row?.sameDevice) return "same_device";
  if (row?.sameNetwork) return "same_network";
  return null;
}
