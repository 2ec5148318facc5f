import type { QualityCharacter } from "./quality-characters.ts";
import type { ScriptTurn } from "./quality-script.ts";
import {
  contentWordsOf,
  mostlyHan,
  runLength,
  runsOf,
  sentenceKey,
  sentencesOf,
  tokensOf,
} from "./quality-text.ts";

/** What one character's conversation scored. */
export type CharacterScore = {
  label: string;
  replies: number;
  /** Sentences said again that an earlier reply (of the last 20) already said. */
  repeatedSentences: number;
  /** Replies holding a 6-word run an earlier reply already had. */
  repeatedRuns: number;
  /** Replies holding an 8-word run of the definition, scenario, lore or example dialogue. */
  copies: number;
  /** Replies showing an example dialogue's user line, speaker label, or a whole bot line. */
  leaks: number;
  questions: number;
  answered: number;
  /** Why each failing reply failed, for reading the transcript. */
  failures: string[];
};

/** What the judge knows of a character, built once per conversation. */
export type CharacterSources = {
  sourceRuns: (tokens: readonly string[]) => Set<string>;
  exampleUserLines: string[];
  exampleBotLines: string[];
  userSpeakers: string[];
  cardWords: Set<string>;
  nameWords: Set<string>;
};

const fill = (text: string, name: string, user: string) =>
  text.replace(/\{\{char\}\}|<bot>/gi, name).replace(/\{\{user\}\}|<user>/gi, user);

export function sourcesOf(subject: QualityCharacter, userName: string): CharacterSources {
  const { character } = subject;
  const name = character.name;
  const texts = [
    character.description ?? "",
    character.personality ?? "",
    character.scenario ?? "",
    ...subject.lore.map((entry) => entry.content),
  ].map((text) => fill(text, name, userName));
  const examples = fill(character.exampleDialogue ?? "", name, userName);
  const allTokens = [...texts, examples].map(tokensOf);
  const runsByLength = new Map<number, Set<string>>();
  const sourceRuns = (tokens: readonly string[]) => {
    const length = runLength(8, tokens);
    let runs = runsByLength.get(length);
    if (!runs) {
      runs = new Set(allTokens.flatMap((source) => runsOf(source, length)));
      runsByLength.set(length, runs);
    }
    return runs;
  };
  const exampleUserLines: string[] = [];
  const exampleBotLines: string[] = [];
  const userSpeakers = new Set<string>();
  const ownNames = [name, name.split(/\s+/)[0] ?? "", "char", "bot", "{{char}}"].map((n) => n.toLowerCase());
  for (const line of (character.exampleDialogue ?? "").split("\n")) {
    const match = /^\s*([^:：*"]{1,40})[:：]\s*(.+)$/.exec(line);
    if (!match) continue;
    const speaker = match[1]!.trim();
    const speech = tokensOf(fill(match[2]!, name, userName).replace(/\*[^*]*\*/g, " ")).join(" ");
    if (ownNames.includes(speaker.toLowerCase()) || /^<bot>$/i.test(speaker)) {
      if (speech.split(" ").length >= 4) exampleBotLines.push(speech);
    } else {
      if (speech.split(" ").length >= 3) exampleUserLines.push(speech);
      if (!/^\{\{user\}\}$|^<user>$/i.test(speaker)) userSpeakers.add(speaker.toLowerCase());
    }
  }
  const nameWords = contentWordsOf(`${name} ${userName}`);
  const cardWords = contentWordsOf([...texts, character.greeting ?? ""].join("\n"));
  for (const word of nameWords) cardWords.delete(word);
  return {
    sourceRuns,
    exampleUserLines,
    exampleBotLines,
    userSpeakers: [...userSpeakers],
    cardWords,
    nameWords,
  };
}

const contains = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${needle} `);

/** The example dialogue leaked: a user line or speaker label shows, or a bot line comes back whole. */
export function leakIn(reply: string, sources: CharacterSources): string | null {
  const joined = tokensOf(reply).join(" ");
  const user = sources.exampleUserLines.find((line) => contains(joined, line));
  if (user) return `example user line "${user}"`;
  const speaker = sources.userSpeakers.find((label) => reply.toLowerCase().includes(`${label}:`));
  if (speaker) return `example speaker "${speaker}:"`;
  const bot = sources.exampleBotLines.find((line) => contains(joined, line));
  return bot ? `whole example line "${bot}"` : null;
}

export function copiedRun(reply: string, sources: CharacterSources): string | null {
  const tokens = tokensOf(reply);
  const runs = sources.sourceRuns(tokens);
  return runsOf(tokens, runLength(8, tokens)).find((run) => runs.has(run)) ?? null;
}

const STANCE_EN =
  /\b(?:yes|yeah|yep|aye|no|nope|nah|not|never|of course|absolutely|certainly|definitely|sure|indeed|i do|i don't|i am|i'm not|i can|i can't|i will|i won't)\b/i;
const STANCE_ZH = /是的|对|当然|不|没|会|能|可以|信|开心|嗯/;

/** Whether the reply answers the turn's question; null for turns that are not questions. */
export function answerFailure(turn: ScriptTurn, reply: string, sources: CharacterSources): string | null {
  const speech = reply.replace(/\*[^*]*\*/g, " ");
  if (turn.kind === "arithmetic") {
    return new RegExp(`(?<![\\d.])${turn.answer}(?![\\d])`).test(reply) ? null : `no ${turn.answer}`;
  }
  if (turn.kind === "yes-no") {
    return STANCE_EN.test(speech) || STANCE_ZH.test(speech) ? null : "no stance";
  }
  if (turn.kind === "wh") {
    const asked = contentWordsOf(turn.text);
    const details = [...contentWordsOf(reply)].filter(
      (word) => sources.cardWords.has(word) && !asked.has(word) && !sources.nameWords.has(word),
    );
    const needed = mostlyHan(tokensOf(reply)) ? 2 : 2;
    return details.length >= needed ? null : `no card detail (${details.join(", ") || "none"})`;
  }
  return null;
}

/** Sentences and 6-word runs of `reply` that `earlier` replies already hold. */
export function repetitionIn(reply: string, earlier: readonly string[]) {
  const earlierKeys = new Set(earlier.flatMap((text) => sentencesOf(text).map(sentenceKey)).filter(Boolean));
  const repeated = sentencesOf(reply)
    .map(sentenceKey)
    .filter((key): key is string => key !== null && earlierKeys.has(key));
  const tokens = tokensOf(reply);
  const length = runLength(6, tokens);
  const earlierRuns = new Set(earlier.flatMap((text) => runsOf(tokensOf(text), length)));
  const run = runsOf(tokens, length).find((candidate) => earlierRuns.has(candidate)) ?? null;
  return { repeated, run };
}
