import type { OfflineStory } from "./story-context.ts";

/**
 * What the offline narrator reads of a story's text: the places, people and things the storyline names
 * ("the frozen Frostwold", "the Pale Court"), so narration and actions speak of this story's world
 * rather than of any story's.
 */

/** Words too vague to stand for a place or thing of the story on their own. */
const VAGUE = new Set(
  "east west north south age year years time day days night way world story end start side part rest thing things one others other same first last only job".split(
    " ",
  ),
);

const FUNCTION_WORDS = new Set(
  "has have had does did beneath beside below above along across between about through over under against behind beyond toward towards upon within without near around among inside outside past since until during a an the and or but of to in on at by for with from into onto as is are was were be been it its this that these those who whom whose which what when where while your you yours her his their them they she he we our us my me i not no so than then there here each every one two three four five all any only just very too also before after once now again must can will would could should may might".split(
    " ",
  ),
);

/** Verbs a phrase runs into after its noun ("the lift comes down"): where a noun phrase stops. */
const PHRASE_ENDING_VERBS = new Set(
  "comes goes points keeps shows takes makes holds lies stands runs falls calls wants needs begins opens turns waits knows says seems looks leads brings gives tells hides spells sits rises burns grows moves lives dies belongs remains becomes appears".split(
    " ",
  ),
);

/** Noun phrases a storyline or scene names: "the X", "the X Y" (no function words), and capitalised names. */
export function namedThings(text: string, exclude: readonly string[] = []): string[] {
  const found: string[] = [];
  const add = (phrase: string) => {
    const clean = phrase.replace(/[.,;:!?'"“”]+$/g, "").trim();
    if (clean.length < 4) return;
    const lower = clean.toLowerCase();
    if (exclude.some((name) => name && lower.includes(name.toLowerCase()))) return;
    // "Ember Crown" is already known when "the Ember Crown" is.
    if (!found.some((known) => known.toLowerCase() === lower || known.toLowerCase().endsWith(` ${lower}`)))
      found.push(clean);
  };
  for (const match of text.matchAll(/\b(?:the|a|an)\s+((?:[A-Za-z'-]+\s+){0,2}[A-Za-z'-]+)/g)) {
    const words = match[1]!.split(/\s+/);
    const kept: string[] = [];
    for (const word of words) {
      const lower = word.toLowerCase();
      if (
        FUNCTION_WORDS.has(lower) ||
        (kept.length > 0 && (/ing$|ed$|ly$/.test(word) || PHRASE_ENDING_VERBS.has(lower)))
      )
        break;
      kept.push(word);
      // A plural ends its phrase: "the lift doors", never "the lift doors points".
      if (kept.length > 1 && /[^s]s$/.test(lower)) break;
    }
    const last = kept.at(-1)?.toLowerCase() ?? "";
    const vague = kept.length === 1 && (VAGUE.has(last) || last.length < 4);
    if (last && !FUNCTION_WORDS.has(last) && !vague) add(`the ${kept.join(" ")}`);
  }
  for (const match of text.matchAll(/(?<![.!?]\s)(?<=\s)([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)/g)) add(match[1]!);
  // The most telling first: names and phrases of several words before single common nouns.
  const weight = (thing: string) =>
    (/[A-Z]/.test(thing.replace(/^the /, "")) ? 2 : 0) + thing.split(" ").length;
  return found.sort((a, b) => weight(b) - weight(a));
}

/** Chinese phrases worth naming: runs inside quotes or book marks, else two- to four-character chunks after 的. */
export function namedThingsZh(text: string, exclude: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/[“「《]([^”」》]{2,10})[”」》]/gu)) found.add(match[1]!);
  for (const match of text.matchAll(/的([\u4e00-\u9fff]{2,4})/gu)) found.add(match[1]!);
  return [...found].filter((phrase) => !exclude.some((name) => name && phrase.includes(name)));
}

/** The first sentence of a text, for quoting a beat as a scene. */
export const firstSentence = (text: string) => (text.match(/^.*?[.!?。！？](?=\s|$)/su)?.[0] ?? text).trim();

/** A trait of the character as a clause, read from the description's sentences about them. */
export function characterTraits(story: OfflineStory): string[] {
  const sentences = story.characterDescription
    .split(/(?<=[.!?。！？])\s*/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const traits: string[] = [];
  for (const sentence of sentences.slice(1)) {
    const clause = sentence.match(/^(?:She|He|They)\s+(.+?)[.!?]$/)?.[1];
    if (clause && clause.length < 160) traits.push(clause);
  }
  return traits;
}

/** The pronoun the narration uses for the character. */
export function pronounOf(story: OfflineStory): { subject: string; object: string; possessive: string } {
  const text = ` ${story.characterDescription} `;
  const she = (text.match(/\b(?:she|her)\b/gi) ?? []).length;
  const he = (text.match(/\b(?:he|his|him)\b/gi) ?? []).length;
  if (she === 0 && he === 0) return { subject: "they", object: "them", possessive: "their" };
  return she >= he
    ? { subject: "she", object: "her", possessive: "her" }
    : { subject: "he", object: "him", possessive: "his" };
}

/** The player's action read back in the second person: "I open the door" → "you open the door". */
export function secondPerson(action: string): string {
  let text = action
    .trim()
    .replace(/^\*+|\*+$/g, "")
    .replace(/[.!。！]+$/u, "")
    .trim();
  text = text
    .replace(/^I\b/, "you")
    .replace(/\bI\b/g, "you")
    .replace(/\bmy\b/gi, "your")
    .replace(/\bme\b/gi, "you")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bI'm\b/gi, "you're")
    .replace(/\bam\b/gi, "are");
  if (!/^you\b/i.test(text)) text = `you ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return text;
}
