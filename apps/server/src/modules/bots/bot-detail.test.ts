import { CharacterMessages, ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { bots } from "./bots.schema.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  harness = await createTestApp();
  owner = await buildSession(harness.database.db);
  stranger = await buildSession(harness.database.db);
});
afterAll(() => harness.close());

const detail = (botId: number | string, token?: string | null) =>
  call(harness.app, "GET", `/api/ai/roleInfo/getBotInfo?botId=${botId}`, { token });

/** A bot of `owner` whose definition has something to show. */
const ownBot = async (values: Partial<typeof bots.$inferInsert>) =>
  (await buildBot(harness.database.db, { creatorId: owner.row.id, description: "Secret", ...values })).id;

describe("GET /api/ai/roleInfo/getBotInfo", () => {
  it("shows a seeded public bot with its creator and categories, but not its definition", async () => {
    const [seeded] = await harness.database.db.select().from(bots).where(eq(bots.slug, "chen-mingyu"));
    const response = await detail(seeded!.id);
    expect(response.code).toBe(0);
    expect(response.result).toMatchObject({
      botName: "Chen Mingyu",
      visibility: "public",
      reviewStatus: "approved",
      // Which editor the owner's Edit opens: a character's.
      botType: 1,
      isStoryBot: false,
      isOwner: false,
      definition: null,
      creator: { userName: "Dex Halloran" },
    });
    expect(response.result.categories.map((category: { name: string }) => category.name)).toEqual([
      "Sci-Fi",
      "Adventure",
    ]);
  });

  it("shows the definition to the creator, and to others only when the creator allows", async () => {
    const hiddenDefinition = await ownBot({ visibility: "public" });
    expect((await detail(hiddenDefinition, owner.token)).result.definition).toMatchObject({
      description: "Secret",
    });
    expect((await detail(hiddenDefinition, stranger.token)).result.definition).toBeNull();
    const shownDefinition = await ownBot({ visibility: "public", definitionVisible: true });
    expect((await detail(shownDefinition, stranger.token)).result.definition).toMatchObject({
      description: "Secret",
      loreCount: 0,
    });
  });

  const hiddenStates: [Partial<typeof bots.$inferInsert>, string][] = [
    [{ visibility: "private" }, "a private bot"],
    [{ visibility: "public", reviewStatus: "pending" }, "a bot in review"],
    [{ visibility: "unlisted", reviewStatus: "rejected" }, "a rejected bot"],
  ];
  it.each(hiddenStates)("hides %j (%s) from everyone but its creator", async (values) => {
    const botId = await ownBot(values);
    expect((await detail(botId, owner.token)).result.isOwner).toBe(true);
    for (const token of [stranger.token, null]) {
      const response = await detail(botId, token);
      expect(response).toMatchObject({
        status: 404,
        code: ResponseCode.NOT_FOUND,
        message: CharacterMessages.botNotFound,
      });
    }
  });

  it("opens an unlisted bot by its link", async () => {
    const botId = await ownBot({ visibility: "unlisted" });
    expect((await detail(botId, null)).result).toMatchObject({ visibility: "unlisted", isOwner: false });
  });

  it.each(["abc", "-1", "1e5", "12345678901234567890", ""])("rejects the bot id %j", async (botId) => {
    const response = await detail(botId);
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/^querystring\.botId: /);
  });
});
