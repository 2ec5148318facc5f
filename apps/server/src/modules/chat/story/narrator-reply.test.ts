import { describe, expect, it } from "vitest";
import { NarrationStream, parseNarratorReply } from "./narrator-reply.ts";

const NARRATION = "You push the door open. Seren follows, her palm glowing.";

describe("parseNarratorReply", () => {
  it.each([
    [
      "the fixed format",
      `${NARRATION}\n\nActions:\n1. Light the lamp\n2. Call out to the dark\n3. Step back outside`,
    ],
    [
      "'1)' numbering under Options",
      `${NARRATION}\n\nOptions:\n1) Light the lamp\n2) Call out to the dark\n3) Step back outside`,
    ],
    [
      "a bold header and bold items",
      `${NARRATION}\n\n**Actions:**\n1. **Light the lamp**\n2. **Call out to the dark**\n3. **Step back outside**`,
    ],
    [
      "bullets without a header",
      `${NARRATION}\n\n- Light the lamp.\n- Call out to the dark.\n- Step back outside.`,
    ],
    [
      "What do you do? with quoted items",
      `${NARRATION}\n\nWhat do you do?\n• "Light the lamp"\n• "Call out to the dark"\n• "Step back outside"`,
    ],
    [
      "(1) numbering",
      `${NARRATION}\n\nChoices:\n(1) Light the lamp\n(2) Call out to the dark\n(3) Step back outside`,
    ],
  ])("reads %s", (_name, reply) => {
    const parsed = parseNarratorReply(reply);
    expect(parsed.narration).toBe(NARRATION);
    expect(parsed.actions).toEqual(["Light the lamp", "Call out to the dark", "Step back outside"]);
    expect(parsed.reachedBeat).toBe(false);
  });

  it("reads Chinese numbering and headers", () => {
    const parsed = parseNarratorReply(
      "你推开门，塞伦跟在你身后。\n\n你的选择：\n一、点亮油灯\n二、向黑暗呼喊\n三、退回门外",
    );
    expect(parsed.narration).toBe("你推开门，塞伦跟在你身后。");
    expect(parsed.actions).toEqual(["点亮油灯", "向黑暗呼喊", "退回门外"]);
  });

  it("finds the chapter marker wherever it stands and takes it out of the narration", () => {
    for (const marker of ["[CHAPTER COMPLETE]", "**Chapter complete**", "[BEAT REACHED]"]) {
      const parsed = parseNarratorReply(`${NARRATION} ${marker}\n\nActions:\n1. A\n2. B\n3. C`);
      expect(parsed.reachedBeat).toBe(true);
      expect(parsed.narration).toBe(NARRATION);
    }
  });

  it("keeps a reply without actions whole, and cuts long actions to button labels", () => {
    expect(parseNarratorReply(NARRATION)).toEqual({ narration: NARRATION, actions: [], reachedBeat: false });
    const long = parseNarratorReply(`${NARRATION}\n\nActions:\n1. ${"run ".repeat(40)}\n2. Wait`);
    expect(long.actions[0]!.length).toBeLessThanOrEqual(100);
    expect(long.actions).toHaveLength(2);
  });
});

describe("NarrationStream", () => {
  it("streams the narration and holds back the action block and marker", () => {
    const shown: string[] = [];
    const stream = new NarrationStream((pieces) => shown.push(...pieces));
    const reply = `${NARRATION}\n\nThe wind rises.\n\nActions:\n1. Light the lamp\n2. Wait\n3. Run\n[CHAPTER COMPLETE]`;
    for (const word of reply.split(/(?<= )/)) stream.push([word]);
    const text = shown.join("");
    expect(text).toContain(NARRATION);
    expect(text).toContain("The wind rises.");
    expect(text).not.toMatch(/Actions|Light the lamp|CHAPTER/);
  });
});
