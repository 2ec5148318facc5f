import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEventLoopTurns } from "./pglite-turns.ts";

// PGlite runs statements on this thread: a run of them must let the loop turn once it has held it
// for the budget, and a few quick ones must not pay for a turn.
const BUDGET_MS = 10;
/** pg_sleep holds PGlite, and so this thread, like a statement of this length would. */
const STATEMENT = "select pg_sleep(0.004)";

let pglite: PGlite;
let turning: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  turning = withEventLoopTurns(pglite, BUDGET_MS);
});
afterAll(() => pglite.close());

/** How many times the loop turned while `work` ran, counted by a chain of setImmediate callbacks. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  // Starts from a fresh turn, so no earlier statement counts towards the budget.
  await nextTurn();
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns += 1;
    setImmediate(count);
  };
  setImmediate(count);
  await work();
  counting = false;
  return turns;
}

describe("withEventLoopTurns", () => {
  it("lets the loop turn between statements once they have held it for the budget", async () => {
    const turns = await turnsDuring(async () => {
      for (let index = 0; index < 20; index++) await turning.query(STATEMENT);
    });
    // 20 statements of 4 ms take 80 ms: a turn every budget's worth, not one for the whole run.
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it("takes turns inside a transaction too", async () => {
    const turns = await turnsDuring(() =>
      turning.transaction(async (tx) => {
        for (let index = 0; index < 20; index++) await tx.query(STATEMENT);
        await tx.exec(STATEMENT);
      }),
    );
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it("runs a few quick statements without a turn between them", async () => {
    const turns = await turnsDuring(async () => {
      await turning.query("select 1");
      await turning.exec("select 2");
      await turning.sql`select ${3}::int`;
    });
    expect(turns).toBe(0);
  });

  it("answers as PGlite does", async () => {
    expect((await turning.query<{ n: number }>("select $1::int as n", [7])).rows).toEqual([{ n: 7 }]);
    await expect(turning.query("select * from missing_table")).rejects.toThrow(/missing_table/);
    expect(turning.closed).toBe(false);
  });
});
