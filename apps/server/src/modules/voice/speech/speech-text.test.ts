import { describe, expect, it } from "vitest";
import {
  FIRST_GROUP_WORDS,
  GROUP_WORDS,
  MAX_SPEECH_CHARS,
  speechGroups,
  spokenWords,
} from "./speech-text.ts";

const all = (groups: ReturnType<typeof speechGroups>) => groups.flat();
const said = (groups: ReturnType<typeof speechGroups>) =>
  all(groups)
    .map((part) => part.text)
    .join(" | ");

describe("speechGroups", () => {
  it("strips markdown, emoji, links, URLs and code but keeps the words", () => {
    const text =
      "# Hello!\n> **Bold** words and __strong__ ones, ~~gone~~ kept, `code` word 😊🎉👍🏽.\n" +
      "- a [link text](https://example.com/x) and ![a cat](https://x/cat.png) pic\n" +
      "See https://example.com/page?q=1 or www.example.org now.\n```js\nconsole.log('never read')\n```\nDone 🇫🇷!";
    const spoken = said(speechGroups(text, { actions: "skip" }));
    expect(spoken).toContain("Hello!");
    expect(spoken).toContain("Bold words and strong ones, gone kept, code word.");
    expect(spoken).toContain("a link text and pic");
    expect(spoken).toContain("See or now.");
    expect(spoken).toContain("Done!");
    expect(spoken).not.toMatch(/[#*>`\][]|https?:|www\.|console|cat\.png|\p{Extended_Pictographic}/u);
  });

  it("skips *actions* or gives them to the narrator", () => {
    const text = "*She smiles and waves.* Hello there, traveller! *nods* Come in.";
    expect(said(speechGroups(text, { actions: "skip" }))).toBe("Hello there, traveller! Come in.");
    const narrated = all(speechGroups(text, { actions: "narrate" }));
    expect(narrated).toEqual([
      { text: "She smiles and waves.", narrator: true, language: "en" },
      { text: "Hello there, traveller!", narrator: false, language: "en" },
      { text: "nods", narrator: true, language: "en" },
      { text: "Come in.", narrator: false, language: "en" },
    ]);
    // Bold is not an action, and a stray asterisk does not swallow the rest.
    expect(said(speechGroups("**Really** now. 5 * 3 is fifteen.", { actions: "skip" }))).toBe(
      "Really now. 5 3 is fifteen.",
    );
  });

  it("marks Chinese runs for a Chinese voice, English around them for an English one", () => {
    const parts = all(speechGroups("Hello! 你好，很高兴见到你。 Nice to meet you.", { actions: "skip" }));
    expect(parts.map((part) => part.language)).toEqual(["en", "zh", "en"]);
    expect(parts[1]?.text).toBe("你好，很高兴见到你。");
    expect(all(speechGroups("*她笑了笑。* 今天天气很好！", { actions: "narrate" }))).toEqual([
      { text: "她笑了笑。", narrator: true, language: "zh" },
      { text: "今天天气很好！", narrator: false, language: "zh" },
    ]);
  });

  it("makes the first group about one sentence and the later ones at most 60 words", () => {
    const sentence = "This is a sentence of exactly ten words said aloud.";
    const groups = speechGroups(Array(30).fill(sentence).join(" "), { actions: "skip" });
    const words = groups.map((group) => group.reduce((sum, part) => sum + spokenWords(part.text), 0));
    expect(words[0]).toBe(10);
    for (const count of words) expect(count).toBeLessThanOrEqual(GROUP_WORDS);
    expect(words.slice(1, -1).every((count) => count >= 50)).toBe(true);
    expect(words.reduce((a, b) => a + b, 0)).toBe(300);
    // One endless sentence is still cut, at clauses first, then by words.
    const endless = `${Array(80).fill("and then we walked").join(", ")}.`;
    const cut = speechGroups(endless, { actions: "skip" });
    expect(spokenWords(cut[0]?.[0]?.text ?? "")).toBeLessThanOrEqual(FIRST_GROUP_WORDS);
    for (const group of cut)
      expect(spokenWords(group.map((part) => part.text).join(" "))).toBeLessThanOrEqual(GROUP_WORDS);
    // Chinese without spaces is cut too (two characters to a word).
    const chinese = speechGroups("我".repeat(400), { actions: "skip" });
    expect(chinese.length).toBeGreaterThan(3);
    expect(chinese[0]?.[0]?.text.length).toBeLessThanOrEqual(FIRST_GROUP_WORDS * 2);
  });

  it("gives no groups for nothing to say", () => {
    for (const text of [
      "",
      "   \n",
      "😊🎉👍🏽",
      "*only an action*",
      "https://example.com",
      "```\ncode\n```",
      "---",
    ]) {
      expect(speechGroups(text, { actions: "skip" }), JSON.stringify(text)).toEqual([]);
    }
  });

  it("reads hostile text (1 MB, deep nesting) in bounded time", () => {
    const hostile = [
      "a ".repeat(500_000),
      `${"[".repeat(300_000)}x${"](".repeat(200_000)}`,
      "*".repeat(1_000_000),
      `${"> ".repeat(200_000)}${"**_~~`".repeat(100_000)}`,
      "😊".repeat(500_000),
      "你".repeat(1_000_000),
      "a你".repeat(500_000),
      "[a](".repeat(250_000),
      "a, ".repeat(300_000),
    ];
    for (const text of hostile) {
      const started = performance.now();
      const groups = speechGroups(text, { actions: "narrate" });
      expect(performance.now() - started, text.slice(0, 10)).toBeLessThan(250);
      expect(all(groups).reduce((sum, part) => sum + part.text.length, 0)).toBeLessThanOrEqual(
        MAX_SPEECH_CHARS,
      );
    }
  });
});
