import { hashText, seededRandom } from "../random.ts";
import { isMostlyCjk, sentencesOf } from "../text.ts";
import type { ChapterBrief, Passage, PassageFacts, WrittenText } from "./chapter-brief.ts";
import { PASSAGES_EN } from "./passages-en.ts";
import { PASSAGES_ZH } from "./passages-zh.ts";

export type { ChapterBrief, WrittenText } from "./chapter-brief.ts";

/** A chapter is 400–900 words (Chinese: 700–1600 characters, about as much to read). */
const MIN_WORDS = 420;
const MAX_WORDS = 880;
const MIN_ZH = 750;
const MAX_ZH = 1550;

/**
 * Writes a chapter of a novel without a model (docs/product.md#novels): paragraphs built from the
 * story's own fields — the beat the chapter follows, the character's description, the background,
 * the protagonist — and picking up from where the previous chapter ended. The same brief and seed
 * always give the same chapter. Chinese stories get a Chinese chapter.
 */
export function writeOfflineChapter(brief: ChapterBrief, seed: number): WrittenText {
  const chinese = isMostlyCjk(`${brief.title}${brief.characterDescription}${brief.beat ?? brief.background}`);
  const set = chinese ? PASSAGES_ZH : PASSAGES_EN;
  const random = seededRandom(hashText(`${brief.title}|${brief.number}|${brief.beat ?? ""}`, seed));
  const pool = (text: string, fallback: string) => {
    const sentences = sentencesOf(text);
    return sentences.length > 0 ? sentences : [fallback];
  };
  const traits = pool(brief.characterDescription, brief.characterName);
  const places = pool(brief.background, brief.title);
  const selves = pool(brief.protagonistDescription, chinese ? "你" : "you");
  const beatSentences = brief.beat ? pool(brief.beat, brief.title) : places;
  const nextSentences = brief.nextBeat ? pool(brief.nextBeat, "") : [];
  const previous = brief.previousEnding ? (sentencesOf(brief.previousEnding).at(-1) ?? "") : "";
  const facts = (): PassageFacts => ({
    name: brief.characterName,
    trait: trimEnd(random.pick(traits)),
    place: trimEnd(random.pick(places)),
    self: trimEnd(random.pick(selves)),
    beat: trimEnd(random.pick(beatSentences)),
    next: trimEnd(nextSentences.length > 0 ? random.pick(nextSentences) : random.pick(places)),
    previous: trimEnd(previous),
    number: brief.number,
  });

  const paragraphs: string[] = [];
  const used = new Set<Passage>();
  const add = (group: Passage[]) => {
    const fresh = group.filter((passage) => !used.has(passage));
    const passage = random.pick(fresh.length > 0 ? fresh : group);
    used.add(passage);
    paragraphs.push(passage(facts(), random));
  };
  add(previous ? set.recall : set.opening);
  add(set.place);
  add(set.character);
  add(set.beat);
  add(set.dialogue);
  const size = () => (chinese ? paragraphs.join("").length : wordCount(paragraphs.join(" ")));
  const [min, max] = chinese ? [MIN_ZH, MAX_ZH] : [MIN_WORDS, MAX_WORDS];
  const middle = [set.inner, set.beat, set.dialogue, set.character, set.place];
  for (let turn = 0; size() < min && turn < 12; turn++) add(middle[turn % middle.length]!);
  add(brief.nextBeat || !brief.beat ? set.closing : set.closingLast);
  while (size() > max && paragraphs.length > 3) paragraphs.splice(paragraphs.length - 2, 1);
  return { title: set.title(facts(), random), text: paragraphs.join("\n\n") };
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** A sentence without its end mark, to be set inside another. */
const trimEnd = (sentence: string) => sentence.trim().replace(/[.!?。！？…]+["”’」』)]?$/u, "");
