import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../../../test/accounts.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { bots } from "../bots/bots.schema.ts";
import { searchCounts } from "./search.schema.ts";
import { insertBots } from "./search-test-bots.ts";

const clock = movableClock(new Date("2026-11-24T12:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let fading: string;

beforeAll(async () => {
  harness = await createTestApp({ clock });
  token = (await signUp(harness.app)).token;
  [, fading] = await insertBots(
    harness.database.db,
    { name: "Orrin Blackwood", intro: "A lighthouse keeper.", tags: ["Seafarer"] },
    { name: "Vellichor Lumen", intro: "A lamp seller." },
  );
});
afterAll(() => harness.close());

async function submit(name: string, times: number, options: { token?: string; save?: boolean } = {}) {
  for (let i = 0; i < times; i += 1) {
    const response = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotByNameV2", {
      body: { name, isNeedSaveSearchRecord: options.save ?? true },
      token: options.token,
    });
    expect(response.code).toBe(0);
    clock.advance(1000);
  }
}
async function popular() {
  const response = await call(harness.app, "GET", "/api/ai/roleInfo/popular/search");
  expect(response).toMatchObject({ status: 200, code: 0 });
  return response.result as { query: string; count: number }[];
}

describe("GET /ai/roleInfo/popular/search", () => {
  it("is empty before anyone searched", async () => {
    expect(await popular()).toEqual([]);
  });

  it("counts submitted searches of visitors and users alike, most searched first", async () => {
    await submit("Orrin", 2);
    await submit("orrin!", 1, { token });
    await submit("Seafarer", 2, { token });
    await submit("vellichor", 1);
    // Live results while typing are not searches anyone submitted.
    await submit("vellichor", 5, { save: false });
    expect(await popular()).toEqual([
      { query: "orrin", count: 3 },
      { query: "seafarer", count: 2 },
      { query: "vellichor", count: 1 },
    ]);
  });

  it("orders equal counts by the most recent search", async () => {
    await submit("lighthouse keeper", 1);
    expect((await popular()).map((entry) => entry.query)).toEqual([
      "orrin",
      "seafarer",
      "lighthouse keeper",
      "vellichor",
    ]);
  });

  it("offers only texts that still find a listed bot", async () => {
    await submit("nothing matches this", 9);
    expect((await popular()).map((entry) => entry.query)).not.toContain("nothing matches this");
    const [counted] = await harness.database.db
      .select({ count: searchCounts.count })
      .from(searchCounts)
      .where(eq(searchCounts.query, "nothing matches this"));
    expect(counted?.count).toBe(9);

    await harness.database.db
      .update(bots)
      .set({ visibility: "private" })
      .where(eq(bots.id, Number(fading)));
    expect((await popular()).map((entry) => entry.query)).toEqual(["orrin", "seafarer", "lighthouse keeper"]);
  });

  it("shows the 10 most searched", async () => {
    const names = await insertBots(
      harness.database.db,
      ...Array.from({ length: 12 }, (_, index) => ({ name: `Zarnath${String.fromCharCode(97 + index)}` })),
    );
    expect(names).toHaveLength(12);
    for (let index = 0; index < 12; index += 1)
      await submit(`zarnath${String.fromCharCode(97 + index)}`, 20 - index);
    const list = await popular();
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ query: "zarnatha", count: 20 });
    expect(list[9]).toEqual({ query: "zarnathj", count: 11 });
  });

  it("caps a count at the largest integer the API answers", async () => {
    await harness.database.db
      .update(searchCounts)
      .set({ count: 2_147_483_647 })
      .where(eq(searchCounts.query, "orrin"));
    await submit("orrin", 1);
    expect((await popular())[0]).toEqual({ query: "orrin", count: 2_147_483_647 });
  });
});
