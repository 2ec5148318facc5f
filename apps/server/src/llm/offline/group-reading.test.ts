import { describe, expect, it } from "vitest";
import { OfflineCharacterContext } from "./context.ts";
import { groupReading } from "./group-reading.ts";
import { OfflineLanguageModel } from "./model.ts";
import { readPrompt } from "./prompt-reading.ts";

const user = (text: string) => ({ role: "user" as const, content: [{ type: "text" as const, text }] });
const assistant = (text: string) => ({
  role: "assistant" as const,
  content: [{ type: "text" as const, text }],
});

const context = OfflineCharacterContext.parse({
  character: { name: "Megumin", personality: "loud, theatrical, loves explosions" },
  userName: "Kazuma",
  speakers: ["Luna Starweaver", "Kazuma"],
});

describe("a group conversation's prompt", () => {
  const prompt = [
    user("Kazuma: Show us some magic."),
    assistant("Explosion magic is the only magic!"),
    user("Luna Starweaver: *Luna traces a glowing rune* Starlight is gentler, dear."),
  ];

  it("takes the names off, leaves another character's narration out, and answers that character by name", () => {
    const { reading, context: answering } = groupReading(readPrompt(prompt), context);
    expect(reading.lastUserText).toBe("Starlight is gentler, dear.");
    expect(reading.userTexts).toEqual([
      "Show us some magic.",
      "*Luna traces a glowing rune* Starlight is gentler, dear.",
    ]);
    expect(answering.userName).toBe("Luna Starweaver");
    // The others' lines are what this character must not say again.
    expect(reading.earlierReplies).toContain("Starlight is gentler, dear.");
  });

  it("reads the user's own line as the user's, name taken off and narration kept", () => {
    const { reading, context: answering } = groupReading(
      readPrompt([user("Kazuma: *waves* Hi all")]),
      context,
    );
    expect(reading.lastUserText).toBe("*waves* Hi all");
    expect(answering.userName).toBe("Kazuma");
  });

  it("leaves a one-to-one chat as it came, and a colon that names no one of the room", () => {
    const single = OfflineCharacterContext.parse({ character: { name: "Megumin" }, userName: "Kazuma" });
    const plain = readPrompt([user("Note: I like cake")]);
    expect(groupReading(plain, single).reading).toBe(plain);
    expect(groupReading(plain, context).reading.lastUserText).toBe("Note: I like cake");
  });

  it("makes the engine answer as itself, without the other's name or narration", async () => {
    const model = new OfflineLanguageModel({ delayMs: 0 });
    const { content } = await model.doGenerate({
      prompt,
      providerOptions: { fableOffline: { ...context, seed: 7 } },
    } as never);
    const text = content.map((part) => ("text" in part ? part.text : "")).join("");
    expect(text).not.toMatch(/^(Luna Starweaver|Kazuma|Megumin):/);
    expect(text).not.toContain("traces a glowing rune");
    expect(text).not.toContain("Starlight is gentler");
  });
});
