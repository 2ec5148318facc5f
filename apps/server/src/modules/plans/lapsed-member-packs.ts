import { and, eq, isNotNull, lt, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../../context.ts";
import { DAY_MS } from "../../lib/utc-day.ts";
import { users } from "../users/users.schema.ts";

/** A table of packs trained with a training right (voice packs, image packs). */
export type PackTable = PgTable & { id: PgColumn; ownerId: PgColumn; rightKind: PgColumn; state: PgColumn };

/**
 * Packs trained with a member's right whose owner's membership ended over `lapsedDays` ago (spec §9):
 * the clean-up jobs of every kind of pack remove these. Packs still training are left alone. At most `limit`.
 */
export async function lapsedMemberPacks(
  ctx: Pick<ServiceContext, "db" | "clock">,
  table: PackTable,
  lapsedDays: number,
  limit = 100,
): Promise<number[]> {
  const lapsedBefore = new Date(ctx.clock.now().getTime() - lapsedDays * DAY_MS);
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .innerJoin(users, eq(users.id, table.ownerId))
    .where(
      and(
        eq(table.rightKind, "member"),
        ne(table.state, "training"),
        isNotNull(users.vipUntil),
        lt(users.vipUntil, lapsedBefore),
      ),
    )
    .limit(limit);
  return rows.map((row) => Number(row.id));
}
