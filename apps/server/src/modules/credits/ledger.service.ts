import { ResponseCode } from "@fable/contract";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Db, Transaction } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { users } from "../users/users.schema.ts";
import { creditLedger } from "./credits.schema.ts";

type Writer = Db | Transaction;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CreditGrant {
  userId: number;
  amount: number;
  /** How long the credits count, from now. */
  validDays: number;
  reason: string;
  /** The idempotency key: a second grant with the same key grants nothing. */
  operation: string;
}

export interface CreditSpend {
  userId: number;
  amount: number;
  reason: string;
  /** The idempotency key: a replayed spend takes nothing more. */
  operation: string;
}

/** What one grant still holds. */
interface OpenGrant {
  id: number;
  expiresAt: Date;
  remaining: number;
}

/**
 * Grants that still count at `now` with what each still holds, the one expiring first first. A grant
 * holds its amount less its spends plus their refunds.
 */
async function openGrants(db: Writer, userId: number, now: Date): Promise<OpenGrant[]> {
  const moved = db
    .select({ grantId: creditLedger.grantId, moved: sql<number>`sum(${creditLedger.amount})`.as("moved") })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), sql`${creditLedger.grantId} is not null`))
    .groupBy(creditLedger.grantId)
    .as("moved");
  const rows = await db
    .select({
      id: creditLedger.id,
      expiresAt: creditLedger.expiresAt,
      remaining: sql<number>`(${creditLedger.amount} + coalesce(${moved.moved}, 0))::int`,
    })
    .from(creditLedger)
    .leftJoin(moved, eq(moved.grantId, creditLedger.id))
    .where(
      and(eq(creditLedger.userId, userId), eq(creditLedger.kind, "grant"), gt(creditLedger.expiresAt, now)),
    )
    .orderBy(asc(creditLedger.expiresAt), asc(creditLedger.id));
  return rows
    .map((row) => ({ id: row.id, expiresAt: row.expiresAt!, remaining: Number(row.remaining) }))
    .filter((grant) => grant.remaining > 0);
}

/** Whether rows of `operation` are already in the user's ledger. */
async function alreadyWritten(db: Writer, userId: number, operation: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.operation, operation)))
    .limit(1);
  return row !== undefined;
}

/**
 * Every change of one user's ledger runs here, one at a time per user: the user's row is locked
 * first, so parallel spends see each other's rows and the balance never goes below zero.
 */
function withUserLocked<T>(ctx: ServiceContext, userId: number, work: (tx: Transaction) => Promise<T>) {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw AppError.notFound("SocialMessages.userNotFound");
    return work(tx);
  });
}

/** Grants credits once per operation. Resolves with whether this call granted them. */
export function grantCredits(ctx: ServiceContext, grant: CreditGrant): Promise<boolean> {
  return withUserLocked(ctx, grant.userId, (tx) => grantCreditsIn(tx, ctx.clock.now(), grant));
}

/**
 * grantCredits inside a transaction the caller holds, which must have locked the user's row or made
 * it (a new account's welcome credits are written with the account).
 */
export async function grantCreditsIn(tx: Transaction, now: Date, grant: CreditGrant): Promise<boolean> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0)
    throw new Error("a grant is a positive whole number");
  if (await alreadyWritten(tx, grant.userId, grant.operation)) return false;
  await tx.insert(creditLedger).values({
    userId: grant.userId,
    kind: "grant",
    amount: grant.amount,
    expiresAt: new Date(now.getTime() + grant.validDays * DAY_MS),
    reason: grant.reason,
    operation: grant.operation,
    createdAt: now,
  });
  return true;
}

/**
 * Spends credits, from the grants that expire first. Throws "not enough credits" (nothing taken)
 * when the balance is short; a replayed operation takes nothing and resolves false.
 */
export function spendCredits(ctx: ServiceContext, spend: CreditSpend): Promise<boolean> {
  if (!Number.isInteger(spend.amount) || spend.amount <= 0)
    throw new Error("a spend is a positive whole number");
  return withUserLocked(ctx, spend.userId, async (tx) => {
    if (await alreadyWritten(tx, spend.userId, spend.operation)) return false;
    const now = ctx.clock.now();
    const grants = await openGrants(tx, spend.userId, now);
    const balance = grants.reduce((sum, grant) => sum + grant.remaining, 0);
    if (balance < spend.amount)
      throw new AppError(ResponseCode.NOT_ENOUGH_CREDITS, "CreditMessages.notEnough");
    let owed = spend.amount;
    const rows = [];
    for (const grant of grants) {
      if (owed === 0) break;
      const taken = Math.min(owed, grant.remaining);
      owed -= taken;
      rows.push({
        userId: spend.userId,
        kind: "spend",
        amount: -taken,
        grantId: grant.id,
        reason: spend.reason,
        operation: spend.operation,
        createdAt: now,
      });
    }
    await tx.insert(creditLedger).values(rows);
    return true;
  });
}

/**
 * Gives back what the spend `operation` took, to the grants it took from (credits of a grant that
 * has expired meanwhile stay expired). Once per spend; resolves with the credits given back.
 */
export function refundCredits(
  ctx: ServiceContext,
  refund: { userId: number; operation: string; reason: string },
): Promise<number> {
  const refundOperation = `refund:${refund.operation}`;
  return withUserLocked(ctx, refund.userId, async (tx) => {
    if (await alreadyWritten(tx, refund.userId, refundOperation)) return 0;
    const spent = await tx
      .select({ grantId: creditLedger.grantId, amount: creditLedger.amount })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.userId, refund.userId),
          eq(creditLedger.operation, refund.operation),
          eq(creditLedger.kind, "spend"),
        ),
      );
    if (spent.length === 0) return 0;
    const now = ctx.clock.now();
    await tx.insert(creditLedger).values(
      spent.map((row) => ({
        userId: refund.userId,
        kind: "refund",
        amount: -row.amount,
        grantId: row.grantId,
        reason: refund.reason,
        operation: refundOperation,
        createdAt: now,
      })),
    );
    return spent.reduce((sum, row) => sum - row.amount, 0);
  });
}

export interface CreditBalance {
  balance: number;
  /** The credits that expire first and when, or null with none. */
  nextExpiry: { amount: number; at: Date } | null;
}

/** The user's credits that count now, and the next to expire. */
export async function creditBalance(ctx: ServiceContext, userId: number): Promise<CreditBalance> {
  const grants = await openGrants(ctx.db, userId, ctx.clock.now());
  const first = grants[0];
  return {
    balance: grants.reduce((sum, grant) => sum + grant.remaining, 0),
    nextExpiry: first
      ? {
          at: first.expiresAt,
          amount: grants
            .filter((grant) => grant.expiresAt.getTime() === first.expiresAt.getTime())
            .reduce((sum, grant) => sum + grant.remaining, 0),
        }
      : null,
  };
}

/** One page of the user's ledger, newest first. */
export async function creditHistory(
  ctx: ServiceContext,
  userId: number,
  page: { page: number; limit: number },
) {
  const rows = await ctx.db
    .select({
      kind: creditLedger.kind,
      amount: sql<number>`sum(${creditLedger.amount})::int`,
      reason: creditLedger.reason,
      expiresAt: sql<Date | null>`max(${creditLedger.expiresAt})`,
      createdAt: sql<Date>`min(${creditLedger.createdAt})`,
      id: sql<number>`min(${creditLedger.id})`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .groupBy(creditLedger.operation, creditLedger.kind, creditLedger.reason)
    .orderBy(desc(sql`min(${creditLedger.id})`))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return rows.map((row) => ({ ...row, amount: Number(row.amount), id: Number(row.id) }));
}
