import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { insertBots } from "../../../test/search-bots.ts";
import type { ServiceContext } from "../../context.ts";
import { bots } from "./bots.schema.ts";
import { forgetListedBots } from "./listing-changes.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
const clock = movableClock();
beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

async function firstPage() {
  const response = await harness.app.inject({
    method: "POST",
    url: "/api/ai/roleInfo/queryBotInfo",
    payload: { page: 1, limit: 5, sortType: 1 },
  });
  return response.json().result as { total: number; list: { id: string }[] };
}

describe("the category list's kept order", () => {
  it("drops a bot that stopped being listed at once, and picks new ones up when the order is renewed", async () => {
    const [top] = await insertBots(harness.database.db, { name: "Most Chatted", chats: 5_000_000 });
    clock.advance(60_000);
    const before = await firstPage();
    expect(before.list[0]!.id).toBe(top);

    // Made private behind the list's back (another instance, an editor's SQL): gone from the next page.
    await harness.database.db
      .update(bots)
      .set({ visibility: "private" })
      .where(eq(bots.id, Number(top)));
    const hidden = await firstPage();
    expect(hidden.list.map((bot) => bot.id)).not.toContain(top);

    // A new favourite waits for the kept order to be renewed: at once when this process changed a
    // bot (forgetListedBots), else when the order is 15 s old.
    const [next] = await insertBots(harness.database.db, { name: "New Favourite", chats: 9_000_000 });
    expect((await firstPage()).list[0]!.id).not.toBe(next);
    forgetListedBots({ db: harness.database.db } as ServiceContext);
    const renewed = await firstPage();
    expect(renewed.list[0]!.id).toBe(next);
    expect(renewed.total).toBe(before.total);

    const [later] = await insertBots(harness.database.db, { name: "Later Favourite", chats: 10_000_000 });
    clock.advance(15_000);
    expect((await firstPage()).list[0]!.id).toBe(later);
  });
});
