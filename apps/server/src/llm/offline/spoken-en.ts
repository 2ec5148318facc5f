import type { Fact } from "./knowledge.ts";
import { cjkShare, clip, endSentence, escapeRegExp } from "./text.ts";
import { toFirstPerson } from "./voice.ts";

/**
 * Word choices the character may make differently from the card's author. Safe swaps only (same
 * part of speech, same grammar), so the rephrased line still reads right.
 */
const SWAPS: Record<string, string> = {
  ancient: "age-old",
  large: "big",
  huge: "enormous",
  enormous: "huge",
  small: "little",
  tiny: "very small",
  quickly: "fast",
  begins: "starts",
  begin: "start",
  very: "really",
  extremely: "terribly",
  beautiful: "lovely",
  difficult: "hard",
  toward: "towards",
  towards: "toward",
  nearly: "almost",
  almost: "nearly",
  frequently: "often",
  believes: "thinks",
  mysterious: "strange",
  people: "folk",
  children: "kids",
  enemies: "foes",
  however: "still",
  although: "though",
  because: "since",
  despite: "for all",
  whatever: "whatever it is",
  usually: "mostly",
  rarely: "hardly ever",
  seems: "looks",
  several: "a few",
  famous: "well known",
  dangerous: "risky",
  powerful: "strong",
};

const swapWords = (text: string) => text.replace(/\b[a-z]+\b/g, (word) => SWAPS[word] ?? word);

const base = (verb: string) =>
  /(?:ch|sh|ss|x|o)es$/.test(verb)
    ? verb.slice(0, -2)
    : /ies$/.test(verb)
      ? `${verb.slice(0, -3)}y`
      : /[^s]s$/.test(verb)
        ? verb.slice(0, -1)
        : null;

const IRREGULAR: Record<string, string> = { is: "am", was: "was", has: "have", does: "do" };

/**
 * A third-person line about the character turned to the first person wherever its subject is the
 * character ("Curious and quick, Wren treats…" → "Curious and quick, I treat…"); null when
 * someone else's "she" is left in it.
 */
function firstPersonAnywhere(sentence: string, name: string): string | null {
  const names = [...new Set([name, ...name.split(/\s+/)])]
    .filter((word) => word.length > 1)
    .map(escapeRegExp);
  if (names.length === 0) return null;
  const subject = `(?:${names.join("|")})`;
  let text = sentence
    .replace(new RegExp(`(^|[.!?]\\s+)${subject}'s\\b`, "g"), "$1My")
    .replace(new RegExp(`\\b${subject}'s\\b`, "g"), "my")
    .replace(new RegExp(`\\b(?:${subject}|she|he)\\s+([a-z]+)\\b`, "gi"), (all, verb: string) => {
      const lower = verb.toLowerCase();
      const spoken = IRREGULAR[lower] ?? base(lower);
      return spoken ? `I ${spoken}` : all;
    })
    .replace(
      new RegExp(
        `\\b(to|for|with|at|about|of|like|consider|considers|call|calls|trust|trusts|tell|tells)\\s+${subject}\\b`,
        "gi",
      ),
      "$1 me",
    )
    .replace(/\b(?:herself|himself)\b/gi, "myself")
    .replace(/\b(?:his|her)\b(?=\s+[a-z])/gi, "my");
  text = text.replace(/\bI am\b/g, "I'm");
  const left = new RegExp(`\\b(?:${subject}|she|he|him)\\b`, "i");
  return left.test(text) ? null : text;
}

function theyToI(sentence: string): string {
  return sentence
    .replace(/^They are\b/, "I'm")
    .replace(/^They were\b/, "I was")
    .replace(/^They\b/, "I")
    .replace(/\btheir\b/g, "my")
    .replace(/\bthemselves\b/g, "myself")
    .replace(/\bthem\b/g, "me");
}

/** A card fact as the character would say it: in its own voice, its own words, not too long. */
export function spokenDetail(fact: Fact, name: string): string | null {
  if (cjkShare(fact.text) > 0.3) return null;
  const firstName = name.split(/\s+/)[0] ?? "";
  const aboutCharacter =
    (firstName.length > 1 && new RegExp(`\\b${escapeRegExp(firstName)}\\b`).test(fact.text)) ||
    /\b(?:she|he)\b/i.test(fact.text);
  let line: string | null = fact.text;
  // Cards that write the character as "they" describe it in the plural: "They speak softly" → "I speak softly".
  if (!aboutCharacter && fact.source !== "lore" && /^They\b/.test(fact.text))
    return endSentence(clip(swapWords(theyToI(fact.text)), 200));
  if (aboutCharacter && name) line = toFirstPerson(fact.text, name) ?? firstPersonAnywhere(fact.text, name);
  if (!line && fact.source === "lore") line = fact.text;
  if (!line) return null;
  return endSentence(clip(swapWords(line), 200));
}
