import { ROOM_LIMITS, type RoomSpeakers } from "@fable/contract";
import { contentWords, escapeRegExp, stem } from "../../llm/offline/text.ts";

/** What the chooser knows of a character of the room. */
export interface SpeakerCandidate {
  id: string;
  name: string;
  /** The card's full character name, when it has one ("" otherwise). */
  characterName: string;
  intro: string;
  description: string;
}

/** A message of the room as the chooser reads it: who wrote it (null: the user) and its text. */
export interface SpokenLine {
  botId: string | null;
  text: string;
}

export interface SpeakerQuestion {
  characters: readonly SpeakerCandidate[];
  /** The message the next speaker answers. */
  message: string;
  /** The room's messages before it, oldest first (only the last few are read). */
  history: readonly SpokenLine[];
  topic: string;
  /** A character the user asked to answer. */
  speakerId?: string | undefined;
  /** Left out of the choice: "let them talk" never has the same character speak twice in a row. */
  exclude?: string | null | undefined;
}

/** How many of the latest messages count for mentions. */
const RECENT_LINES = 6;
/** Past this many messages, having been quiet longer no longer adds to a character's claim. */
const QUIET_CAP = 10;
/** A second character answers too when its relevance reaches this (it was addressed or is clearly on topic). */
const SECOND_RELEVANCE = 2;

const hasCjk = (text: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);

/** Titles people leave out when they address someone ("Watson", not "Dr."). */
const TITLES = new Set(
  "the a an dr mr mrs ms miss sir lady lord madam master professor prof captain capt king queen prince princess saint st".split(
    " ",
  ),
);

/**
 * The names a character answers to: its name and full name, and of each its first and last words
 * past any title ("Sherlock" and "Holmes", "Watson" of "Dr. Watson"), when they are long enough to
 * be names rather than chance letters.
 */
export function namesOf(character: Pick<SpeakerCandidate, "name" | "characterName">): string[] {
  const full = [character.name, character.characterName].map((name) => name.trim()).filter(Boolean);
  const parts = full.flatMap((name) => {
    if (hasCjk(name)) return [];
    const words = name
      .split(/\s+/)
      .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'-]+$/gu, ""))
      .filter((word) => word.length >= 3 && !TITLES.has(word.toLowerCase()));
    return words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  });
  return [...new Set([...full, ...parts])];
}

/**
 * Where a message first names the character: a name as a whole word, case-insensitive ("@Name"
 * included), or — for a Chinese or Japanese name, written without spaces — anywhere. -1 when it does not.
 */
export function firstMention(
  text: string,
  character: Pick<SpeakerCandidate, "name" | "characterName">,
): number {
  let first = -1;
  for (const name of namesOf(character)) {
    const at = hasCjk(name)
      ? text.indexOf(name)
      : (new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "iu").exec(text)?.index ??
        -1);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/** A character's claim to the next reply, in parts, so the choice can be explained. */
export interface SpeakerScore {
  id: string;
  /** Times the latest messages (not its own) named it. */
  mentions: number;
  /** Words of the message (and, at half weight, the topic) the character's name, intro and description share. */
  overlap: number;
  /** Messages since it last spoke (capped); never spoke counts as the cap. */
  quiet: number;
  relevance: number;
  total: number;
}

const stems = (text: string) => new Set(contentWords(text).map(stem));

/**
 * The offline choice, transparent and deterministic: relevance is mentions × 2 plus word overlap; the
 * quietest character gets up to one point more, and wins ties; the room's order breaks the rest.
 */
export function scoreSpeakers(question: SpeakerQuestion): SpeakerScore[] {
  const recent = question.history.slice(-RECENT_LINES);
  const messageWords = stems(question.message);
  const topicWords = stems(question.topic);
  return question.characters.map((character) => {
    const mentions = recent.filter(
      (line) => line.botId !== character.id && firstMention(line.text, character) >= 0,
    ).length;
    const own = stems(
      `${character.name} ${character.characterName} ${character.intro} ${character.description}`,
    );
    let overlap = 0;
    for (const word of messageWords) if (own.has(word)) overlap += 1;
    for (const word of topicWords) if (own.has(word)) overlap += 0.5;
    const lastSpoke = question.history.findLastIndex((line) => line.botId === character.id);
    const quiet = lastSpoke < 0 ? QUIET_CAP : Math.min(QUIET_CAP, question.history.length - lastSpoke - 1);
    const relevance = mentions * 2 + overlap;
    return { id: character.id, mentions, overlap, quiet, relevance, total: relevance + quiet / QUIET_CAP };
  });
}

/** The characters the chooser may pick: all but the excluded one (unless it is the only one). */
const eligible = (question: SpeakerQuestion) => {
  const others = question.characters.filter((character) => character.id !== question.exclude);
  return others.length > 0 ? others : question.characters;
};

/** Characters named in the message, in the order they are named, at most repliesPerMessageMax. */
export function namedSpeakers(question: SpeakerQuestion): string[] {
  return eligible(question)
    .map((character) => ({ id: character.id, at: firstMention(question.message, character) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .slice(0, ROOM_LIMITS.repliesPerMessageMax)
    .map((found) => found.id);
}

/** The heuristic's choice: the best claim, and a second character when it is clearly relevant too. */
export function heuristicSpeakers(question: SpeakerQuestion): string[] {
  const ranked = scoreSpeakers({ ...question, characters: eligible(question) })
    .map((score, order) => ({ score, order }))
    .sort((a, b) => b.score.total - a.score.total || b.score.quiet - a.score.quiet || a.order - b.order)
    .map(({ score }) => score);
  const [best, second] = ranked;
  if (!best) return [];
  return second && second.relevance >= SECOND_RELEVANCE ? [best.id, second.id] : [best.id];
}

/**
 * Who answers a message, in order (docs/product.md#rooms "who speaks"): the character asked for; else
 * the ones the message names; else the room's choice — `modelPick` (a configured model's pick) or
 * the offline heuristic.
 */
export function chooseSpeakers(question: SpeakerQuestion, modelPick?: string | null): RoomSpeakers {
  if (question.speakerId && question.characters.some((character) => character.id === question.speakerId))
    return { speakers: [question.speakerId], reason: "asked" };
  const named = namedSpeakers(question);
  if (named.length > 0) return { speakers: named, reason: "named" };
  const heuristic = heuristicSpeakers(question);
  if (!modelPick || !eligible(question).some((character) => character.id === modelPick))
    return { speakers: heuristic, reason: "chosen" };
  // The model names the first; a second still answers only when the heuristic found two clearly relevant.
  const second = heuristic.length > 1 ? heuristic.find((id) => id !== modelPick) : undefined;
  return { speakers: second ? [modelPick, second] : [modelPick], reason: "chosen" };
}
