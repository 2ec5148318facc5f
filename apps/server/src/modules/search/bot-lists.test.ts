import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { insertBots } from "../../../test/search-bots.ts";
import { botActivityDaily } from "../discovery/discovery.schema.ts";

const DAY = 24 * 3600 * 1000;
const clock = movableClock(new Date("2026-11-24T12:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

async function list(path: string, token?: string) {
  const response = await call(harness.app, "GET", `/api/ai/roleInfo/${path}`, { token });
  expect(response).toMatchObject({ status: 200, code: 0 });
  return response.result as { id: string; botLikes: number; botName: string }[];
}
const idsOf = (bots: { id: string }[]) => bots.map((bot) => bot.id);

describe("GET /ai/roleInfo/most/likes", () => {
  it("lists only bots someone liked", async () => {
    for (const bot of await list("most/likes")) expect(bot.botLikes).toBeGreaterThan(0);
  });

  it("lists the 10 most liked listed bots, ties by chats", async () => {
    const liked = await insertBots(
      harness.database.db,
      ...Array.from({ length: 11 }, (_, index) => ({
        name: `Liked ${index}`,
        likes: 1_000_000 - index * 10,
        createdAt: new Date(clock.now().getTime() - 30 * DAY),
      })),
      // Same likes as "Liked 0", more chats: it comes first.
      { name: "Liked Chatty", likes: 1_000_000, chats: 5, createdAt: new Date(clock.now().getTime() - DAY) },
    );
    await insertBots(
      harness.database.db,
      { name: "Liked Private", likes: 2_147_483_647, visibility: "private" },
      { name: "Liked Unlisted", likes: 2_147_483_647, visibility: "unlisted" },
      { name: "Liked Pending", likes: 2_147_483_647, reviewStatus: "pending" },
      { name: "Liked Rejected", likes: 2_147_483_647, reviewStatus: "rejected" },
    );
    const top = await list("most/likes");
    expect(idsOf(top)).toEqual([liked[11], ...liked.slice(0, 9)]);
    expect(top[0]).toMatchObject({ botName: "Liked Chatty", botLikes: 1_000_000, botChats: 5, isNew: true });
    expect(top[1]).toMatchObject({ botName: "Liked 0", isNew: false });
    const { token } = await buildSession(harness.database.db, { now: clock.now() });
    expect(idsOf(await list("most/likes", token))).toEqual(idsOf(top));
  });
});

describe("GET /ai/roleInfo/trending", () => {
  it("is empty while there is no chat activity: nothing is made up", async () => {
    expect(await list("trending")).toEqual([]);
  });

  it("ranks listed bots by chats started in the last 7 days, ties by messages", async () => {
    const [steady, burst, old, quiet, tied, hidden] = await insertBots(
      harness.database.db,
      { name: "Trend Steady" },
      { name: "Trend Burst" },
      { name: "Trend Old" },
      { name: "Trend Quiet" },
      { name: "Trend Tied" },
      { name: "Trend Hidden", visibility: "private" },
    );
    const row = (botId: string | undefined, day: string, chats: number, messages = 0) => ({
      botId: Number(botId),
      day,
      chats,
      messages,
    });
    await harness.database.db.insert(botActivityDaily).values([
      // 3 + 4 = 7 chats inside the window (today is 2026-11-24, the window starts 2026-11-18).
      row(steady, "2026-11-24", 3, 10),
      row(steady, "2026-11-18", 4, 1),
      row(burst, "2026-11-22", 9, 2),
      // Outside the window: a busy day 7 days ago counts for nothing.
      row(old, "2026-11-17", 100, 100),
      // Messages alone are not chats started.
      row(quiet, "2026-11-23", 0, 50),
      // As many chats as steady, fewer messages: after it.
      row(tied, "2026-11-20", 7, 3),
      row(hidden, "2026-11-24", 1000, 1000),
    ]);
    expect(idsOf(await list("trending"))).toEqual([burst, steady, tied]);

    // Two days on, steady's 2026-11-18 chats drop out of the window.
    clock.advance(2 * DAY);
    expect(idsOf(await list("trending"))).toEqual([burst, tied, steady]);
    clock.advance(10 * DAY);
    expect(await list("trending")).toEqual([]);
  });

  it("lists at most 10 bots", async () => {
    const many = await insertBots(
      harness.database.db,
      ...Array.from({ length: 12 }, (_, index) => ({ name: `Trend Many ${index}` })),
    );
    await harness.database.db
      .insert(botActivityDaily)
      .values(many.map((botId, index) => ({ botId: Number(botId), day: "2026-12-06", chats: 100 - index })));
    expect(idsOf(await list("trending"))).toEqual(many.slice(0, 10));
  });
});
