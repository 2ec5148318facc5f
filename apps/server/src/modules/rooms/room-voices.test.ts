import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession } from "../../../test/factories/index.ts";
import { fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp } from "../../../test/harness.ts";
import { cardContext } from "../../../test/offline-cards.ts";
import { streamPost } from "../../../test/sse.ts";
import type { ServiceContext } from "../../context.ts";
import { contentWords } from "../../llm/offline/text.ts";
import { forgetListedBots } from "../bots/index.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
});
afterAll(() => harness.close());

/** A public character made of a real card of the shared fixtures. */
async function cardBot(file: string) {
  const character = cardContext(file).character ?? {};
  const bot = await buildBot(harness.database.db, {
    chats: 10,
    name: character.name ?? "",
    personality: character.personality ?? "",
    scenario: character.scenario ?? "",
    description: character.description ?? "",
    exampleDialogue: character.exampleDialogue ?? "",
    greeting: character.greeting ?? "",
  });
  forgetListedBots({ db: harness.database.db } as ServiceContext);
  return bot;
}

/** Luna and Megumin in a new user's room, after the user's `opening`; `stream` calls as that user. */
async function magicRoom(opening: string) {
  const luna = await cardBot("luna_v3_lore1.json");
  const megumin = await cardBot("megumin_v1_legacy.json");
  const account = await buildSession(harness.database.db);
  const post = (url: string, body: object) =>
    call(harness.app, "POST", `/api/room/${url}`, { body, token: account.token });
  const { roomId } = (await post("create", { name: "Magic", botIds: [luna.botId, megumin.botId] })).result;
  await post("sendMessage", { roomId, content: opening });
  const stream = async (url: string, body: object) =>
    (await streamPost(harness.app, `/api/room/${url}`, { roomId, ...body }, account.token)).events;
  return { luna, megumin, stream };
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+|\*/)
    .map((part) => part.trim())
    .filter((part) => part.length > 12);

describe.skipIf(!fixturesPresent)("distinct voices on the offline engine", () => {
  it("two characters answer the same conversation each in its own voice, neither echoing nor playing the other", async () => {
    const { luna, megumin, stream } = await magicRoom("What do you both think of explosions and starlight?");
    const reply = async (botId: string) =>
      (await stream("streamReply", { botId })).find((event) => event.event === "done")!.data;
    const said = { [luna.botId]: [] as string[], [megumin.botId]: [] as string[] };
    for (const bot of [luna, megumin, luna, megumin]) {
      const message = await reply(bot.botId);
      expect(message.botId).toBe(bot.botId);
      // Speaking as itself: no one's name leads the reply, and it does not narrate the other.
      expect(message.content).not.toMatch(/^\s*(Luna Starweaver|Megumin|[^:\n]{1,40}):\s/);
      said[bot.botId]!.push(message.content);
    }
    const lunaWords = new Set(said[luna.botId]!.flatMap(contentWords));
    const meguminWords = new Set(said[megumin.botId]!.flatMap(contentWords));
    // Each draws on its own card: Luna on her starlight magic, Megumin on her own traits.
    const card = (file: string) => new Set(contentWords(JSON.stringify(cardContext(file).character)));
    const lunaCard = card("luna_v3_lore1.json");
    const meguminCard = card("megumin_v1_legacy.json");
    expect(
      [...lunaWords].filter((word) => lunaCard.has(word) && !meguminCard.has(word)).length,
    ).toBeGreaterThan(2);
    expect(
      [...meguminWords].filter((word) => meguminCard.has(word) && !lunaCard.has(word)).length,
    ).toBeGreaterThan(2);
    // Neither repeats the other's lines.
    for (const line of said[luna.botId]!.flatMap(sentences))
      for (const other of said[megumin.botId]!) expect(other).not.toContain(line);
    for (const line of said[megumin.botId]!.flatMap(sentences))
      for (const other of said[luna.botId]!) expect(other).not.toContain(line);
    // When one answers the other, the other is the one addressed.
    expect(said[megumin.botId]!.join(" ")).toMatch(/Luna/);
  });

  it("regenerates the latest reply as a new version by the same character", async () => {
    const { luna, stream } = await magicRoom("Luna, teach me a spell.");
    const msgId = (await stream("streamReply", { botId: luna.botId })).at(-1)!.data.msgId;
    const done = (await stream("regenerateReply", { msgId })).at(-1)!.data;
    expect(done).toMatchObject({ msgId, botId: luna.botId, swipeIndex: 1 });
    expect(done.swipes[1]).not.toBe(done.swipes[0]);
  });
});
