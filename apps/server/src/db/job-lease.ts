import { hostname } from "node:os";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../context.ts";

/**
 * A table whose rows are jobs that one worker at a time holds under a lease: `claimedBy` names the
 * holder, `claimedAt` is when it last renewed, and `attempts` counts claims (a job that keeps taking
 * its worker down is given up on by the caller).
 */
export type LeasedTable = PgTable & {
  id: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  claimedBy: PgColumn;
  claimedAt: PgColumn;
  attempts: PgColumn;
};

type Ctx = Pick<ServiceContext, "db" | "clock">;
type Values<T extends LeasedTable> = Partial<T["$inferInsert"]>;
type Row<T extends LeasedTable> = T["$inferSelect"];

let processWorkerId: string | null = null;
/** This process's name in claims: host, process and a random part (several servers per host). */
export function workerIdOf(ctx: Pick<ServiceContext, "random">): string {
  processWorkerId ??= `${hostname()}:${process.pid}:${ctx.random.bytes(4).toString("hex")}`;
  return processWorkerId;
}

const setSource = <T extends LeasedTable>(values: Record<string, unknown>) => values as PgUpdateSetSource<T>;

/**
 * Takes the oldest due job: `due(expired)` says which rows are due, given the moment before which a
 * holder's lease has run out. SKIP LOCKED lets several instances claim at once without taking the
 * same row; the claim counts an attempt and writes `values` too.
 */
export async function claimNextLeased<T extends LeasedTable>(
  ctx: Ctx,
  table: T,
  options: { workerId: string; leaseMs: number; due: (expired: Date) => SQL | undefined; values?: Values<T> },
): Promise<Row<T> | null> {
  const now = ctx.clock.now();
  const expired = new Date(now.getTime() - options.leaseMs);
  const leased = table as LeasedTable;
  return ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: leased.id })
      .from(leased)
      .where(options.due(expired))
      .orderBy(asc(leased.createdAt), asc(leased.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const claimed = (await tx
      .update(table)
      .set(
        setSource<T>({
          ...options.values,
          claimedBy: options.workerId,
          claimedAt: now,
          attempts: sql`${leased.attempts} + 1`,
          updatedAt: now,
        }),
      )
      .where(eq(leased.id, due.id))
      .returning()) as Row<T>[];
    return claimed[0] ?? null;
  });
}

/** Writes `values` to the job only while `workerId` still holds it; false when another took it over. */
async function writeHeld<T extends LeasedTable>(
  ctx: Ctx,
  table: T,
  id: number,
  workerId: string,
  values: Record<string, unknown>,
  onlyWhen?: SQL,
): Promise<boolean> {
  const leased = table as LeasedTable;
  const rows = await ctx.db
    .update(table)
    .set(setSource<T>({ ...values, updatedAt: ctx.clock.now() }))
    .where(and(eq(leased.id, id), eq(leased.claimedBy, workerId), onlyWhen))
    .returning({ id: leased.id });
  return rows.length > 0;
}

/** Writes `values` and renews the lease (the worker is alive); false when another took the job over. */
export function renewLease<T extends LeasedTable>(
  ctx: Ctx,
  table: T,
  job: { id: number },
  workerId: string,
  values: Values<T>,
): Promise<boolean> {
  return writeHeld(ctx, table, job.id, workerId, { ...values, claimedAt: ctx.clock.now() });
}

/**
 * Writes the job's outcome and lets go of it, when `workerId` still holds it and `onlyWhen` holds;
 * false otherwise.
 */
export function releaseLease<T extends LeasedTable>(
  ctx: Ctx,
  table: T,
  job: { id: number },
  workerId: string,
  values: Values<T>,
  onlyWhen?: SQL,
): Promise<boolean> {
  return writeHeld(ctx, table, job.id, workerId, { ...values, claimedBy: null, claimedAt: null }, onlyWhen);
}
