import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { generateText, type ModelMessage, streamText } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { fixturesPresent } from "../../../test/fixtures.ts";
import { cardContext } from "../../../test/offline-cards.ts";
import { offlineProviderOptions } from "./context.ts";
import { OfflineLanguageModel } from "./model.ts";

// Luna is read before the tests rather than at import, so that without ../shared/fixtures this file
// still loads and the tests that need no card still run (see test/fixtures.ts).
let luna: ReturnType<typeof cardContext>;
beforeAll(() => {
  if (fixturesPresent) luna = cardContext("luna_v3_lore1.json");
});
const model = new OfflineLanguageModel({ delayMs: 0 });
const system = "You are Luna Starweaver, in an ongoing roleplay with Alex.";
const conversation = (content: string): ModelMessage[] => [
  { role: "assistant", content: String(luna.character?.greeting) },
  { role: "user", content },
];
const options = (seed: number, activatedLore: string[] = []) =>
  offlineProviderOptions({ character: luna.character, userName: "Alex", activatedLore, seed });

async function reply(content: string, seed: number) {
  return (
    await generateText({ model, system, messages: conversation(content), providerOptions: options(seed) })
  ).text;
}

describe("OfflineLanguageModel", () => {
  it("implements the v3 specification under its own provider name", () => {
    expect(model.specificationVersion).toBe("v3");
    expect(model.provider).toBe("fable-offline");
  });

  it.skipIf(!fixturesPresent)("gives the same reply for the same seed and input", async () => {
    expect(await reply("What is this place?", 7)).toBe(await reply("What is this place?", 7));
  });

  it.skipIf(!fixturesPresent)(
    "varies the reply with the seed, so regenerate offers another swipe",
    async () => {
      const replies = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => reply("Tell me something.", seed)));
      expect(new Set(replies).size).toBeGreaterThanOrEqual(4);
    },
  );

  it.skipIf(!fixturesPresent)(
    "streams word by word through streamText, joining to the generateText reply",
    async () => {
      const messages = conversation("Who are you, and where are we?");
      const result = streamText({ model, system, messages, providerOptions: options(11, luna.lore) });
      const deltas: string[] = [];
      for await (const delta of result.textStream) deltas.push(delta);
      const generated = await generateText({
        model,
        system,
        messages,
        providerOptions: options(11, luna.lore),
      });
      expect(deltas.length).toBeGreaterThan(5);
      expect(deltas.join("")).toBe(generated.text);
      expect(await result.finishReason).toBe("stop");
    },
  );

  it.skipIf(!fixturesPresent)("reports real token and word counts", async () => {
    const result = await generateText({
      model,
      system,
      messages: conversation("Hello!"),
      providerOptions: options(3),
    });
    expect(result.usage.inputTokens).toBeGreaterThan(20);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBeLessThan(result.text.length);
    const raw = result.usage.raw as { outputWords: number };
    expect(raw.outputWords).toBe(result.text.split(/\s+/).length);
  });

  it.skipIf(!fixturesPresent)("stops at maxOutputTokens with finish reason length", async () => {
    const result = await generateText({
      model,
      system,
      messages: conversation("What are you researching?"),
      providerOptions: options(5, luna.lore),
      maxOutputTokens: 8,
    });
    expect(result.finishReason).toBe("length");
    expect(result.usage.outputTokens).toBeLessThanOrEqual(8);
    expect(result.text.length).toBeGreaterThan(0);
  });

  it.skipIf(!fixturesPresent)("stops streaming promptly when aborted", async () => {
    const slow = new OfflineLanguageModel({ delayMs: 40 });
    const controller = new AbortController();
    const result = streamText({
      model: slow,
      system,
      messages: conversation("What are you researching?"),
      providerOptions: options(5, luna.lore),
      abortSignal: controller.signal,
    });
    const started = Date.now();
    const deltas: string[] = [];
    for await (const delta of result.textStream) {
      deltas.push(delta);
      if (deltas.length === 2) controller.abort();
    }
    const full = await generateText({
      model,
      system,
      messages: conversation("What are you researching?"),
      providerOptions: options(5, luna.lore),
    });
    expect(deltas.length).toBeLessThan(full.text.split(" ").length);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("rejects a pending read with the abort reason when called directly", async () => {
    const controller = new AbortController();
    const { stream } = await new OfflineLanguageModel({ delayMs: 1000 }).doStream({
      prompt: [{ role: "user", content: [{ type: "text", text: "Hello there, how are you today?" }] }],
      abortSignal: controller.signal,
    });
    const reader = stream.getReader();
    const seen: LanguageModelV3StreamPart["type"][] = [];
    while (!seen.includes("text-delta")) seen.push((await reader.read()).value!.type);
    const pending = reader.read();
    const started = Date.now();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(200);
  });

  it("reads the character from the system prompt when no structured context is given", async () => {
    const result = await generateText({
      model,
      system:
        "You are Mira Vell, in an ongoing roleplay with Alex.\nMira Vell's personality: wry, loyal\nScenario: Alex and Mira shelter in the Lantern Tavern of Port Ashby during a storm.",
      messages: [{ role: "user", content: "Where are we?" }],
    });
    expect(result.text).toContain("Lantern Tavern of Port Ashby");
  });

  it.skipIf(!fixturesPresent)("names the bad field when the structured context is malformed", async () => {
    await expect(
      generateText({
        model,
        system,
        messages: conversation("Hi"),
        providerOptions: { fableOffline: { activatedLore: "not a list" } },
        maxRetries: 0,
      }),
    ).rejects.toThrow(/activatedLore/);
  });
});
