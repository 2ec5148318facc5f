import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../../test/harness.ts";

// Turns read a bot's row and lore from a cache by row version. The clock stands still here, so an
// edit leaves updated_at as it was: only the row version can tell the cache the card has changed.
let harness: Awaited<ReturnType<typeof createTestApp>>;
let reader: TestAccount;
let creator: TestAccount;
let botId: string;
let dialogueId: string;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" }, clock: movableClock() });
  [reader, creator] = [await buildSession(harness.database.db), await buildSession(harness.database.db)];
  ({ botId } = await buildBot(harness.database.db, {
    creatorId: creator.row.id,
    name: "Ysolde Vane",
    greeting: "*unrolls a chart* Where shall we sail, {{user}}?",
    scenario: "A map room aboard the airship Kestrel.",
    lore: [{ keywords: ["lantern"], content: "The Kestrel's lantern burns blue over storms." }],
    // The reader inspects prompts through debugPrompt, which needs the definition shown.
    definitionVisible: true,
  }));
  dialogueId = (await post("/v1/chat/enterDialogueV2", { botId })).result.dialogueId;
});
afterAll(() => harness.close());

const post = (url: string, body: object, token = reader.token) =>
  call(harness.app, "POST", `/api${url}`, { body, token });

const promptOf = async (content: string) => {
  expect((await post("/v1/chat/chat", { botId, dialogueId, content })).code).toBe(0);
  return (await post("/v1/chat/debugPrompt", { dialogueId })).result as {
    messages: { content: string }[];
    activatedLore: string[];
  };
};

describe("the bot cache of chat turns", () => {
  it("serves an edited card and its new lore on the very next turn, with the clock unchanged", async () => {
    const before = await promptOf("Is the lantern lit?");
    expect(before.messages[0]!.content).toContain("airship Kestrel");
    expect(before.messages[0]!.content).toContain("burns blue");

    const edited = await post(
      "/ai/roleInfo/modifyBotInfoV2",
      {
        botId,
        scenario: "A lighthouse gallery above the Saltreach.",
        lore: [{ keywords: "compass", content: "Ysolde's compass points to what is lost." }],
      },
      creator.token,
    );
    expect(edited.code).toBe(0);

    const after = await promptOf("Where does the compass point?");
    expect(after.messages[0]!.content).toContain("lighthouse gallery");
    expect(after.messages[0]!.content).not.toContain("airship Kestrel");
    expect(after.messages[0]!.content).toContain("points to what is lost");
    expect(after.messages[0]!.content).not.toContain("burns blue");
  });

  it("stops the chat as soon as the creator makes the bot private", async () => {
    const hidden = await post(
      "/ai/roleInfo/updateBotVisibility",
      { botId, visibility: "private" },
      creator.token,
    );
    expect(hidden.code).toBe(0);
    const refused = await post("/v1/chat/chat", { botId, dialogueId, content: "Still there?" });
    expect(refused.code).toBe(ResponseCode.BOT_UNAVAILABLE);
  });
});
