/**
 * A reply's text made ready to be spoken: markdown, emoji, URLs and code dropped, *actions* skipped or
 * handed to the narrator, Chinese runs marked for a Chinese voice, and the whole cut into groups for
 * streaming playback (the first short, so the first sound comes quickly). Every step is a linear scan
 * or a regular expression without nested repetition, so hostile text costs time in proportion to its
 * length, and only the first MAX_SPEECH_CHARS characters are read at all.
 */

export interface SpeechPart {
  text: string;
  /** Action text read by the narrator voice (`actions: "narrate"`). */
  narrator: boolean;
  language: "en" | "zh";
}

export interface SpeechTextOptions {
  /** `*action*` text: skipped, or read as narrator parts. */
  actions: "skip" | "narrate";
}

/** A reply longer than this is read up to here: ≈ 1 000 words, minutes of speech. */
export const MAX_SPEECH_CHARS = 6000;
/** Sentences and pieces read at most: a real reply has a few dozen; text switching voice every letter has thousands. */
const MAX_UNITS = 400;
/** The first group ends after about one sentence so playback starts fast. */
export const FIRST_GROUP_WORDS = 20;
export const GROUP_WORDS = 60;

const HAN = /\p{Script=Han}/u;
const SENTENCE_END = /[.!?。！？…]/u;
const CLAUSE_END = /[,;:，；：、]/u;

/** Removes what must not be read aloud; keeps single-asterisk spans (actions) for the next step. */
export function stripForSpeech(text: string): string {
  return (
    text
      .slice(0, MAX_SPEECH_CHARS)
      .replace(/```[^`]*(?:```|$)/g, " ") // fenced code blocks: never read
      .replace(/`([^`\n]*)`/g, "$1")
      // Images, then links (which keep their words); bounded lengths keep a run of "[" linear.
      .replace(/!\[[^\]\n]{0,300}\]\([^)\n]{0,2000}\)/g, " ")
      .replace(/\[([^\]\n]{0,300})\]\([^)\n]{0,2000}\)/g, "$1")
      .replace(/<\/?[a-zA-Z][^<>\n]{0,200}>/g, " ") // HTML tags
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
      .replace(/^[ \t]*(?:#{1,6}|>+|[-+•]|\d{1,3}[.)])[ \t]+/gm, "") // headings, quotes, list markers
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, " ") // horizontal rules
      .replace(/\*\*|__|~~/g, "") // bold and strike-through: read the words
      .replace(/(^|\s)_([^_\n]+)_(?=\s|$|[.,!?])/g, "$1$2") // _italic_
      // Emoji, their modifiers and joiners, flags, keycaps.
      .replace(
        /\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\u200d|\ufe0f|\u20e3/gu,
        "",
      )
      .replace(/[#_~|^<>[\]{}\\]/g, " ")
  );
}

/** Splits stripped text into action (between single asterisks) and spoken spans, in order. */
function actionSpans(text: string): { text: string; narrator: boolean }[] {
  const spans: { text: string; narrator: boolean }[] = [];
  const pieces = text.split("*");
  // An unmatched final asterisk is a stray mark, not an action that runs to the end.
  const paired = pieces.length % 2 === 1 ? pieces : [...pieces.slice(0, -2), pieces.slice(-2).join(" ")];
  paired.forEach((piece, index) => {
    if (piece.trim()) spans.push({ text: piece, narrator: index % 2 === 1 });
  });
  return spans;
}

/** Cuts a span into runs of Chinese and of everything else; spaces, digits and marks join their neighbours. */
function languageRuns(text: string): { text: string; language: "en" | "zh" }[] {
  const runs: { text: string; language: "en" | "zh" }[] = [];
  let current = "";
  let language: "en" | "zh" | undefined;
  for (const char of text) {
    const kind = HAN.test(char) ? "zh" : /\p{Script=Latin}/u.test(char) ? "en" : undefined;
    if (kind && language && kind !== language) {
      runs.push({ text: current, language });
      current = "";
    }
    if (kind) language = kind;
    current += char;
  }
  if (current.trim()) runs.push({ text: current, language: language ?? "en" });
  return runs.filter((run) => /[\p{L}\p{N}]/u.test(run.text));
}

/** Words a text takes to say: Latin words and numbers, and two Chinese characters for one. */
export function spokenWords(text: string): number {
  const words = text.match(/[\p{Script=Latin}\p{N}][^\s\p{Script=Han}]*/gu)?.length ?? 0;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  return words + Math.ceil(han / 2);
}

interface Unit extends SpeechPart {
  words: number;
  endsSentence: boolean;
}

/** Sentences (then clauses, then word runs) of one part, none over `limit` words. */
function units(part: SpeechPart, limit: number): Unit[] {
  const out: Unit[] = [];
  const push = (text: string, endsSentence: boolean) => {
    // Removed emoji and links leave gaps before punctuation: "came 😊." reads "came."
    const clean = text
      .replace(/\s+/g, " ")
      .replace(/ ([.,!?;:…])/g, "$1")
      .trim();
    if (!/[\p{L}\p{N}]/u.test(clean)) return;
    const words = spokenWords(clean);
    if (words <= limit) out.push({ ...part, text: clean, words, endsSentence });
    else for (const piece of cutByWords(clean, limit)) out.push({ ...part, ...piece, endsSentence: false });
    if (out.length > 0) (out.at(-1) as Unit).endsSentence ||= endsSentence;
  };
  let sentence = "";
  let clause = "";
  const chars = [...part.text];
  chars.forEach((char, index) => {
    clause += char;
    const next = chars[index + 1];
    const boundary = next === undefined || /\s/.test(next) || part.language === "zh";
    if (SENTENCE_END.test(char) && boundary && !SENTENCE_END.test(next ?? "")) {
      push(sentence + clause, true);
      sentence = "";
      clause = "";
    } else if (CLAUSE_END.test(char) && boundary) {
      // A long sentence is cut at its clauses rather than mid-phrase.
      if (spokenWords(sentence + clause) > limit) {
        push(sentence, false);
        sentence = clause;
      } else sentence += clause;
      clause = "";
    }
  });
  push(sentence + clause, true);
  return out;
}

/** A clause still too long, cut every `limit` words (Chinese: every 2×limit characters). */
function cutByWords(text: string, limit: number): { text: string; words: number }[] {
  const pieces: { text: string; words: number }[] = [];
  const tokens = text.match(/\p{Script=Han}|[^\s\p{Script=Han}]+\s*|\s+/gu) ?? [];
  let current = "";
  for (const token of tokens) {
    if (spokenWords(current + token) > limit && current.trim()) {
      pieces.push({ text: current.trim(), words: spokenWords(current) });
      current = "";
    }
    current += token;
  }
  if (current.trim()) pieces.push({ text: current.trim(), words: spokenWords(current) });
  return pieces;
}

/** Appends a unit to a group, merging it into the last part when voice and language are the same. */
function addTo(group: SpeechPart[], unit: Unit) {
  const last = group.at(-1);
  if (last && last.narrator === unit.narrator && last.language === unit.language) {
    last.text += unit.language === "zh" ? unit.text : ` ${unit.text}`;
  } else group.push({ text: unit.text, narrator: unit.narrator, language: unit.language });
}

/**
 * The reply as groups of parts to synthesise one after another: the first about one sentence
 * (≤ FIRST_GROUP_WORDS words), the others ≤ GROUP_WORDS. Nothing to say (only emoji, only actions
 * when skipped, empty) gives no groups.
 */
export function speechGroups(text: string, options: SpeechTextOptions): SpeechPart[][] {
  const spans = actionSpans(stripForSpeech(text)).filter(
    (span) => !span.narrator || options.actions === "narrate",
  );
  const all: Unit[] = [];
  for (const span of spans) {
    for (const run of languageRuns(span.text)) {
      if (all.length >= MAX_UNITS) break;
      all.push(
        ...units({ text: run.text, narrator: span.narrator, language: run.language }, FIRST_GROUP_WORDS),
      );
    }
  }
  const groups: SpeechPart[][] = [];
  let group: SpeechPart[] = [];
  let words = 0;
  for (const unit of all) {
    const limit = groups.length === 0 ? FIRST_GROUP_WORDS : GROUP_WORDS;
    if (group.length > 0 && words + unit.words > limit) {
      groups.push(group);
      group = [];
      words = 0;
    }
    addTo(group, unit);
    words += unit.words;
    // The first group closes at its first full sentence of a few words: that is what plays first.
    if (groups.length === 0 && unit.endsSentence && words >= 4) {
      groups.push(group);
      group = [];
      words = 0;
    }
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
