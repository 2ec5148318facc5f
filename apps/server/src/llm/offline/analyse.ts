import { COMMON_WORDS, isMostlyCjk } from "./text.ts";

export type QuestionKind = "who" | "what" | "where" | "when" | "why" | "how" | "yes-no";
export type Emotion = "sad" | "happy" | "angry" | "afraid" | "tired" | "affection" | "bored" | "grateful";

export type MessageAnalysis = {
  text: string;
  chinese: boolean;
  /** The first question asked, and every kind asked in order ("who is Mira, and where…" → who, where). */
  question: QuestionKind | null;
  questions: QuestionKind[];
  greeting: boolean;
  farewell: boolean;
  emotion: Emotion | null;
  /** Names the user wrote (capitalised words that are not ordinary words), for mirroring. */
  names: string[];
  /** What the message is about ("tell me about the old tower" → "the old tower"), when it says. */
  topic: string | null;
};

const ENGLISH_QUESTIONS: [QuestionKind, RegExp][] = [
  ["who", /\b(?:who|whom|whose)\b/i],
  ["where", /\bwhere\b/i],
  ["when", /\b(?:when|what time)\b/i],
  ["why", /\b(?:why|how come)\b/i],
  ["how", /\bhow\b/i],
  ["what", /\b(?:what|which)\b/i],
];

// Order matters: 什么时候 is "when" before 什么 can claim it as "what".
const CHINESE_QUESTIONS: [QuestionKind, RegExp][] = [
  ["why", /为什么|为何|干嘛|怎么会/],
  ["when", /什么时候|何时|几点|哪天|多久/],
  ["where", /哪里|哪儿|在哪|何处|什么地方/],
  ["who", /谁/],
  ["how", /怎么|如何|怎样/],
  ["what", /什么|啥/],
];

/** Question kinds in the order the message asks them; a bare "?" is a yes-no question. */
function questionKinds(text: string, chinese: boolean): QuestionKind[] {
  const found: { kind: QuestionKind; index: number }[] = [];
  let rest = text;
  for (const [kind, pattern] of chinese ? CHINESE_QUESTIONS : ENGLISH_QUESTIONS) {
    const index = rest.search(pattern);
    if (index < 0) continue;
    found.push({ kind, index });
    // Blank out the match so 什么 inside 什么时候 is not counted again as "what".
    rest = rest.replace(pattern, (match) => " ".repeat(match.length));
  }
  if (found.length > 0)
    return found.sort((left, right) => left.index - right.index).map((entry) => entry.kind);
  return /[?？]|吗\s*$|吗[？?。]?$/.test(text) ? ["yes-no"] : [];
}

const EMOTIONS: [Emotion, RegExp][] = [
  ["grateful", /\b(?:thanks?|thank you|grateful|appreciate)\b|谢谢|感谢|多谢/i],
  [
    "sad",
    /\b(?:sad|lonely|depressed|crying|cry|tears|upset|unhappy|heartbroken|miserable|hurts?)\b|难过|伤心|哭|孤独|寂寞|失落|心痛/i,
  ],
  [
    "afraid",
    /\b(?:scared|afraid|nervous|anxious|worried|frightened|terrified|fear)\b|害怕|担心|紧张|焦虑|恐惧/i,
  ],
  ["angry", /\b(?:angry|mad|furious|annoyed|hate|pissed|frustrated)\b|生气|讨厌|愤怒|烦死|气死/i],
  ["tired", /\b(?:tired|exhausted|sleepy|worn out|drained)\b|累|困了|疲惫|好困/i],
  [
    "affection",
    /\b(?:love you|adore you|like you|miss(?:ed)? you|crush on you|hugs? you|kiss(?:es)? you|holds? your hand)\b|爱你|喜欢你|想你|抱住你/i,
  ],
  [
    "happy",
    /\b(?:happy|glad|excited|great|wonderful|yay|amazing|awesome|delighted|thrilled)\b|开心|高兴|快乐|太好了|兴奋/i,
  ],
  ["bored", /\b(?:bored|boring)\b|无聊/i],
];

const GREETING =
  /^\s*(?:hi|hello|hey|hiya|howdy|greetings|yo|good (?:morning|afternoon|evening|day))\b|^\s*(?:你好|您好|嗨|哈喽|早上好|晚上好|早安|午安)/i;
const FAREWELL = /\b(?:bye|goodbye|good night|see you|farewell|gotta go|talk later)\b|再见|晚安|拜拜|回头见/i;

/** Words that may follow a name at the start of a sentence ("Mira said…", "Tom, listen"). */
const AFTER_NAME = /^(?:'s|,|\?|!|\s+(?:is|was|and|said|says|told|wants|has|had|will|would|did|left|came)\b)/;

/**
 * Capitalised words that are not ordinary words. A sentence-initial capital proves nothing, so a
 * first word counts only when the text after it reads like a name's ("Mira said", "Tom,").
 */
export function namesIn(text: string, known: readonly string[] = []): string[] {
  const names: string[] = [];
  const pattern = /\b[A-Z][\p{Ll}]+(?:[-'][A-Z]?[\p{Ll}]+)?(?:\s+[A-Z][\p{Ll}]+)*/gu;
  for (const match of text.matchAll(pattern)) {
    const words = match[0].split(/\s+/).filter((word) => !COMMON_WORDS.has(word.toLowerCase()));
    if (words.length === 0) continue;
    const name = words.join(" ");
    const before = text.slice(0, match.index).trimEnd();
    const sentenceStart = before === "" || /[.!?*"“]$/.test(before);
    const after = text.slice(match.index + match[0].length);
    const knownName = known.some((entry) => entry.toLowerCase() === name.toLowerCase());
    if (sentenceStart && words[0] === match[0].split(/\s+/)[0] && !knownName && !AFTER_NAME.test(after))
      continue;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

function topicOf(text: string): string | null {
  const about = /\babout\s+((?:the |a |an |your |my |this |that )?[\p{L}' -]{3,40}?)\s*(?:[?.!,;]|$)/iu.exec(
    text,
  );
  if (about) return about[1]!.trim();
  const chinese = /关于([^，。！？?]{1,12})/.exec(text);
  return chinese ? chinese[1]!.trim() : null;
}

/**
 * `knownNames` (from the card and lore) are trusted even at a sentence start; `ownNames` (the
 * character's and the user's) are never mirrored back.
 */
export function analyseMessage(
  text: string,
  names: { knownNames?: readonly string[]; ownNames?: readonly string[] } = {},
): MessageAnalysis {
  // Roleplay messages narrate between asterisks ("*waves* Hi!"); greetings and questions are in the speech.
  const speech = text.replace(/\*[^*]*\*/g, " ").trim() || text;
  const chinese = isMostlyCjk(text);
  const questions = questionKinds(speech, chinese);
  const excluded = (names.ownNames ?? []).flatMap((name) => name.toLowerCase().split(/\s+/)).filter(Boolean);
  return {
    text,
    chinese,
    question: questions[0] ?? null,
    questions,
    greeting: GREETING.test(speech),
    farewell: FAREWELL.test(text),
    emotion: EMOTIONS.find(([, pattern]) => pattern.test(text))?.[0] ?? null,
    names: namesIn(text, names.knownNames).filter(
      (name) =>
        !name
          .toLowerCase()
          .split(/\s+/)
          .some((word) => excluded.includes(word)),
    ),
    topic: topicOf(speech),
  };
}
