import { ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/accounts.ts";
import { buildUser } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { cryptoRandom, type ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { creditLedger } from "./credits.schema.ts";
import { creditBalance, creditHistory, grantCredits, refundCredits, spendCredits } from "./ledger.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = movableClock(new Date("2026-11-26T12:00:00Z"));
let harness: TestApp;
let ctx: ServiceContext;

beforeAll(async () => {
  harness = await createTestApp({ clock });
  ctx = {
    db: harness.database.db,
    config: harness.config,
    clock,
    random: cryptoRandom,
    userId: null,
    sessionId: null,
    sessionProblem: null,
    ip: "127.0.0.1",
    userAgent: "test",
    deviceId: "",
    language: "en",
  };
});
afterAll(() => harness.close());

const newUser = async () => (await buildUser(harness.database.db)).id;
const grant = (userId: number, amount: number, validDays: number, operation: string) =>
  grantCredits(ctx, { userId, amount, validDays, reason: "test", operation });
const spend = (userId: number, amount: number, operation: string) =>
  spendCredits(ctx, { userId, amount, reason: "test", operation });
const balance = async (userId: number) => (await creditBalance(ctx, userId)).balance;

/** The refusal a short balance gets, or null when the spend went through. */
async function refusal(work: Promise<unknown>): Promise<AppError | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe("the credits ledger", () => {
  it("gives a new account 30 credits valid 30 days, shown in its user info", async () => {
    const { user } = await signUp(harness.app);
    expect(user.credit.creditAmount).toBe(30);
    const { nextExpiry } = await creditBalance(ctx, Number(user.id));
    expect(nextExpiry?.amount).toBe(30);
    expect(nextExpiry?.at.getTime()).toBe(clock.now().getTime() + 30 * DAY_MS);
  });

  it("grants once per operation, however often it is asked", async () => {
    const userId = await newUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => grant(userId, 5, 30, "daily:1")));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await balance(userId)).toBe(5);
  });

  it("spends from the grant that expires first, across grants", async () => {
    const userId = await newUser();
    await grant(userId, 10, 30, "late");
    await grant(userId, 4, 2, "early");
    expect(await spend(userId, 6, "spend:1")).toBe(true);
    const { balance: left, nextExpiry } = await creditBalance(ctx, userId);
    expect(left).toBe(8);
    // The early grant is used up, so the next credits to expire are the late grant's 8.
    expect(nextExpiry).toEqual({ amount: 8, at: new Date(clock.now().getTime() + 30 * DAY_MS) });
    const rows = await harness.database.db
      .select({ amount: creditLedger.amount })
      .from(creditLedger)
      .where(eq(creditLedger.operation, "spend:1"));
    expect(rows.map((row) => row.amount).sort()).toEqual([-2, -4]);
  });

  it("refuses a spend the balance does not cover, taking nothing", async () => {
    const userId = await newUser();
    await grant(userId, 3, 30, "small");
    const error = await refusal(spend(userId, 4, "spend:too-much"));
    expect(error?.code).toBe(ResponseCode.NOT_ENOUGH_CREDITS);
    expect(error?.says("CreditMessages.notEnough")).toBe(true);
    expect(await balance(userId)).toBe(3);
  });

  it("takes nothing more when a spend is replayed", async () => {
    const userId = await newUser();
    await grant(userId, 10, 30, "g");
    expect(await spend(userId, 3, "spend:same")).toBe(true);
    expect(await spend(userId, 3, "spend:same")).toBe(false);
    expect(await balance(userId)).toBe(7);
  });

  it("stops counting credits at the second they expire", async () => {
    const start = clock.now().getTime();
    const userId = await newUser();
    await grant(userId, 5, 1, "one-day");
    clock.advance(DAY_MS - 1000);
    expect(await balance(userId)).toBe(5);
    clock.advance(1000);
    expect(await balance(userId)).toBe(0);
    expect(await refusal(spend(userId, 1, "spend:expired"))).not.toBeNull();
    clock.advance(start - clock.now().getTime());
  });

  it("refunds a spend once, to the grants it took from", async () => {
    const userId = await newUser();
    await grant(userId, 2, 5, "a");
    await grant(userId, 5, 10, "b");
    await spend(userId, 4, "spend:avatar");
    expect(await balance(userId)).toBe(3);
    expect(await refundCredits(ctx, { userId, operation: "spend:avatar", reason: "failed" })).toBe(4);
    expect(await refundCredits(ctx, { userId, operation: "spend:avatar", reason: "failed" })).toBe(0);
    expect(await balance(userId)).toBe(7);
    expect((await creditBalance(ctx, userId)).nextExpiry?.amount).toBe(2);
  });

  it("50 parallel spends of 1 against a balance of 10 succeed exactly 10 times and never go below zero", async () => {
    const userId = await newUser();
    await grant(userId, 6, 30, "p1");
    await grant(userId, 4, 10, "p2");
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => refusal(spend(userId, 1, `parallel:${index}`))),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome?.code === ResponseCode.NOT_ENOUGH_CREDITS)).toHaveLength(40);
    expect(await balance(userId)).toBe(0);
    const spent = await harness.database.db
      .select({ amount: creditLedger.amount })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    expect(spent.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  });

  it("lists the history newest first, one line per operation", async () => {
    const userId = await newUser();
    await grant(userId, 10, 30, "h1");
    await grant(userId, 5, 2, "h2");
    await spend(userId, 7, "h3");
    const history = await creditHistory(ctx, userId, { page: 1, limit: 10 });
    expect(history.map((line) => [line.kind, line.amount])).toEqual([
      ["spend", -7],
      ["grant", 5],
      ["grant", 10],
    ]);
  });
});
