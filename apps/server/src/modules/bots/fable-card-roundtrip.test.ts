import type { BotEditInfo } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { call, signedInApp } from "../../../test/accounts.ts";
import { importCardFile } from "../../../test/multipart.ts";

const shared = signedInApp();

const get = (url: string) => call(shared.harness.app, "GET", `/api${url}`, { token: shared.token });
const editInfo = async (botId: string) =>
  (await get(`/ai/roleInfo/getBotEditInfo?botId=${botId}`)).result as BotEditInfo;
const download = (botId: string, format: "png" | "json") =>
  shared.harness.app.inject({
    method: "GET",
    url: `/api/ai/roleInfo/exportCard?botId=${botId}&format=${format}`,
    headers: { authorization: `Bearer ${shared.token}` },
  });

/** What the form shows that is not the character itself: ids, picture and where the bot is published. */
function writtenFields(bot: BotEditInfo) {
  const {
    botId: _id,
    avatar: _avatar,
    visibility: _visibility,
    definitionVisible: _definitionVisible,
    reviewStatus: _reviewStatus,
    reviewReason: _reviewReason,
    lore,
    ...fields
  } = bot;
  return { ...fields, lore: lore.map(({ id: _loreId, ...entry }) => entry) };
}

async function createEveryField(): Promise<string> {
  const categories = (await get("/ai/roleInfo/getAddBotCategory")).result as { id: number }[];
  const created = await call(shared.harness.app, "POST", "/api/ai/roleInfo/addBotV2", {
    token: shared.token,
    body: {
      name: "Maren Tidewell",
      greeting: "The tide brought you to my door, traveller.",
      intro: "A lighthouse keeper who collects lost letters.",
      prompt: "You are Maren, keeper of the Tidewell light. Stay in character.",
      scenario: "A stormy night at the lighthouse.",
      personality: "patient, dry humour",
      description: "Maren is sixty, weathered, and reads every letter the sea returns.",
      exampleDialogue: "<START>\n{{user}}: Any letters today?\n{{char}}: Two, both for the drowned.",
      systemPrompt: "Write in second person.",
      postHistoryInstructions: "Keep replies under 120 words.",
      creatorNotes: "Best with slow pacing.",
      supplementalInfo: "The light has not failed in forty years.",
      dialogueStyle: "Short sentences, nautical words.",
      mantra: "Every letter finds its reader.",
      alternateGreetings: ["Another gull, another letter.", "You're soaked. Come in by the lamp."],
      tags: ["Sea", "Mystery"],
      gender: "female",
      age: 61,
      voice: "en-gb+f2",
      speechRate: "slow",
      imageStyle: "painting",
      hideImageDescription: true,
      categoryIds: [categories[2]!.id, categories[0]!.id],
      sampling: { temperature: 0.9, minP: 0.05, stop: ["\n{{user}}:"], extra: { dry_multiplier: 0.8 } },
      lore: [
        { keywords: "letter; letters", secondaryKeys: "sea", content: "Letters arrive sealed in wax." },
        { keywords: "", content: "The lighthouse stands on Tidewell Rock.", constant: true, enabled: false },
      ],
    },
  });
  expect(created.code).toBe(0);
  return created.result.botId as string;
}

describe("a character made in Fable, exported and imported again", () => {
  it.each(["png", "json"] as const)("keeps every field it was written with (%s)", async (format) => {
    const botId = await createEveryField();
    const original = await editInfo(botId);
    const exported = await download(botId, format);
    expect(exported.statusCode).toBe(200);
    const imported = await importCardFile(
      shared.harness.app,
      `maren.${format}`,
      new Uint8Array(exported.rawPayload),
      shared.token,
    );
    expect(imported.code).toBe(0);
    expect(writtenFields(await editInfo(imported.result.botId))).toEqual(writtenFields(original));
  });

  it("puts the Prompt in the card's description, where Tavern users look, and the intro in Fable's extension", async () => {
    const botId = await createEveryField();
    const exported = await download(botId, "json");
    const card = exported.json() as {
      data: Record<string, unknown> & { extensions: Record<string, unknown> };
    };
    expect(card.data.description).toBe(
      "You are Maren, keeper of the Tidewell light. Stay in character.\n\n" +
        "Maren is sixty, weathered, and reads every letter the sea returns.",
    );
    expect(card.data.creator_notes).toBe("Best with slow pacing.");
    expect(card.data.extensions.fable).toMatchObject({
      intro: "A lighthouse keeper who collects lost letters.",
      mantra: "Every letter finds its reader.",
      // Tavern cards have no field for sampler settings: the creator's overrides ride in the extension.
      sampling: { temperature: 0.9, minP: 0.05, stop: ["\n{{user}}:"], extra: { dry_multiplier: 0.8 } },
    });
  });
});
