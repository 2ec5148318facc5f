import type { Language } from "../../context.ts";

/**
 * Whether a chat message asks the character for a picture ("send me a selfie", "发张自拍"), and what
 * of ("at the beach"). Words are read by a single scan into tokens and matched by table lookups in
 * small fixed windows — no regular expression over the message — so any input takes linear time.
 * Messages are read up to MAX_READ characters: a request is a sentence, not an essay.
 */

export interface PictureAsk {
  /** What the picture should show in the user's words, "" when they named nothing. */
  subject: string;
}

const MAX_READ = 2000;
const MAX_SUBJECT = 200;

// ---------- English ----------

const NOUNS = new Set([
  "selfie",
  "selfies",
  "picture",
  "pictures",
  "pic",
  "pics",
  "pix",
  "photo",
  "photos",
  "photograph",
  "photographs",
  "image",
  "snapshot",
  "snap",
  "snaps",
  "pfp",
]);
/** Verbs that ask the character to give a picture: send me, show me, share, post … */
const GIVE = new Set(["send", "show", "share", "post", "drop", "gimme", "give", "attach", "upload", "text"]);
/** Verbs that ask the character to make one: take a selfie, snap a pic. */
const MAKE = new Set(["take", "snap", "shoot"]);
const NEGATIONS = new Set([
  "not",
  "no",
  "never",
  "don't",
  "dont",
  "doesn't",
  "didn't",
  "did",
  "won't",
  "wont",
  "can't",
  "cant",
  "cannot",
  "stop",
  "without",
  "shouldn't",
  "wouldn't",
  "nobody",
  "neither",
  "nor",
]);
/** Words before "see" that make it a wish to see: can I see, let me see, want to see. */
const SEE_OPENERS = new Set(["me", "lemme", "wanna", "to"]);
const MODALS = new Set(["can", "could", "may", "might"]);
/** "went to see", "going to see": the user's own plans, not a wish. */
const SEE_PLANS = new Set(["went", "go", "going", "goes", "used", "gonna"]);
const MAKE_OPENERS = new Set(["you", "u", "please", "pls", "plz", "and", "then", "now"]);
/** Between a verb and its picture, words that say nothing of what it shows. */
const FILLERS = new Set([
  "me",
  "us",
  "a",
  "an",
  "the",
  "your",
  "ur",
  "of",
  "one",
  "another",
  "some",
  "any",
  "more",
  "new",
  "quick",
  "real",
  "recent",
  "latest",
  "little",
  "cute",
  "nice",
  "just",
  "pls",
  "please",
  "plz",
  "my",
  "way",
  "over",
  "yourself",
  "u",
  "you",
]);
const TRAILERS = new Set(["please", "pls", "plz", "now", "too", "again", "thanks", "thx"]);

interface Token {
  word: string;
  start: number;
  end: number;
  /** The first word after . ! ? or a line break. */
  clauseStart: boolean;
}

/** Words (letters, digits, apostrophes) lowercased, with where each is in the text; one pass. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  let clauseStart = true;
  for (let index = 0; index <= text.length; index++) {
    const char = text[index] ?? " ";
    const wordy = /[\p{L}\p{N}'’]/u.test(char);
    if (wordy && start < 0) start = index;
    if (!wordy && start >= 0) {
      tokens.push({
        word: text.slice(start, index).toLowerCase().replace(/’/g, "'"),
        start,
        end: index,
        clauseStart,
      });
      clauseStart = false;
      start = -1;
    }
    if (!wordy && ".!?;\n".includes(char)) clauseStart = true;
  }
  return tokens;
}

const negatedBefore = (tokens: Token[], index: number) =>
  tokens.slice(Math.max(0, index - 3), index).some((token) => NEGATIONS.has(token.word));

/** Whether the verb at `index` asks the character for a picture (its own grammar per kind of verb). */
function isAskingVerb(tokens: Token[], index: number): boolean {
  const word = tokens[index]!.word;
  const next = tokens[index + 1]?.word;
  const before = tokens[index - 1];
  if (GIVE.has(word)) {
    // "send you a pic", "show you my photo": the user offering, not asking.
    if (next === "you" || next === "u") return false;
    if (word === "give" || word === "text") return next === "me" || next === "us";
    return true;
  }
  if (MAKE.has(word)) return !before || tokens[index]!.clauseStart || MAKE_OPENERS.has(before.word);
  if (word === "see") {
    if (!before) return false;
    if (SEE_OPENERS.has(before.word)) return !SEE_PLANS.has(tokens[index - 2]?.word ?? "");
    return before.word === "i" && MODALS.has(tokens[index - 2]?.word ?? "");
  }
  return false;
}

/** "what you look like", "how you look": a picture of the character without the word for one. */
function looksPhraseAt(tokens: Token[], index: number): number {
  const words = tokens.slice(index, index + 5).map((token) => token.word);
  if ((words[0] === "what" || words[0] === "how") && (words[1] === "you" || words[1] === "u")) {
    if (words[2] === "look") return index + (words[3] === "like" ? 3 : 2);
  }
  return -1;
}

/** The words of the request around its picture, less fillers, "of you" and politeness. */
function englishSubject(text: string, tokens: Token[], verb: number, noun: number): string {
  const between = tokens
    .slice(verb + 1, noun)
    .filter((token) => !FILLERS.has(token.word) && !NOUNS.has(token.word));
  let after = noun + 1;
  const clauseEnd = tokens.findIndex((token, index) => index > noun && token.clauseStart);
  const last = clauseEnd < 0 ? tokens.length : clauseEnd;
  // "a picture of you at the beach" is "at the beach"; "of your haircut" is "your haircut".
  if (tokens[after]?.word === "of") {
    after++;
    if (["you", "u", "yourself", "urself"].includes(tokens[after]?.word ?? "")) after++;
  }
  let end = last;
  while (end > after && TRAILERS.has(tokens[end - 1]!.word)) end--;
  if (end > after + 1 && tokens[end - 2]?.word === "for" && tokens[end - 1]?.word === "me") end -= 2;
  const pieces = [
    ...between.map((token) => text.slice(token.start, token.end)),
    end > after ? text.slice(tokens[after]!.start, tokens[end - 1]!.end) : "",
  ];
  return pieces.filter(Boolean).join(" ").slice(0, MAX_SUBJECT);
}

function englishAsk(text: string): PictureAsk | null {
  const tokens = tokenize(text);
  for (let index = 0; index < tokens.length; index++) {
    if (!isAskingVerb(tokens, index) || negatedBefore(tokens, index)) continue;
    for (let ahead = index + 1; ahead <= index + 5 && ahead < tokens.length; ahead++) {
      if (tokens[ahead]!.clauseStart) break;
      if (NOUNS.has(tokens[ahead]!.word)) return { subject: englishSubject(text, tokens, index, ahead) };
      const looks = looksPhraseAt(tokens, ahead);
      if (looks >= 0) return { subject: "" };
    }
  }
  // "selfie please", "pics pls": a bare picture word with a please and nothing else.
  if (
    tokens.length <= 4 &&
    tokens.some((token) => NOUNS.has(token.word)) &&
    tokens.some((token) => TRAILERS.has(token.word)) &&
    !tokens.some((token) => NEGATIONS.has(token.word))
  )
    return { subject: "" };
  return null;
}

// ---------- Chinese ----------

const ZH_NOUNS = ["自拍", "照片", "相片", "图片", "写真", "美照", "张照", "长什么样", "长啥样", "样子"];
const ZH_CUES = [
  "给我看",
  "让我看",
  "想看",
  "看看",
  "看下",
  "看一下",
  "来一张",
  "来张",
  "发",
  "拍",
  "晒",
  "传",
  "分享",
];
const ZH_NEGATIONS = "不别没甭莫勿";
/** How far before its picture word a verb may stand: "发一张你在海边的自拍" is 9. */
const ZH_REACH = 12;
const ZH_FILLERS = ["一张", "几张", "一下", "自己的", "你的", "张", "个", "你", "的", "下", "给我", "我"];
const ZH_TRAILERS = "吧呗嘛呀啊吗呢哦！!？?。，,～~ ";

function stripAll(text: string, pieces: string[]): string {
  let out = text;
  for (const piece of pieces) out = out.split(piece).join("");
  return out.trim();
}

function chineseAsk(text: string): PictureAsk | null {
  for (const noun of ZH_NOUNS) {
    for (let at = text.indexOf(noun); at >= 0; at = text.indexOf(noun, at + 1)) {
      const window = text.slice(Math.max(0, at - ZH_REACH), at);
      // The verb nearest the picture word, and nothing in between that ends the clause.
      let best = -1;
      let cue = "";
      for (const candidate of ZH_CUES) {
        const found = window.lastIndexOf(candidate);
        if (found > best) {
          best = found;
          cue = candidate;
        }
      }
      if (best < 0) continue;
      const between = window.slice(best + cue.length);
      if (/[。！？!?，,]/.test(between)) continue;
      // 拍了 / 发过: something already done, not asked for.
      if (between.includes("了") || between.includes("过")) continue;
      const lead = window.slice(Math.max(0, best - 2), best);
      if ([...lead].some((char) => ZH_NEGATIONS.includes(char))) continue;
      // "我发一张照片给你": the user sending; "给我发" and "你发" ask.
      if (["发", "拍", "晒", "传", "分享"].includes(cue) && lead.endsWith("我") && !lead.endsWith("给我"))
        continue;
      const inside = stripAll(between, ZH_FILLERS);
      let after = "";
      if (!inside) {
        const rest = text.slice(at + noun.length);
        const stop = rest.search(/[。！？!?，,\n]/);
        after = stripAll(stop < 0 ? rest : rest.slice(0, stop), ["给我看看", "给我", "看看"]);
        while (after && ZH_TRAILERS.includes(after[after.length - 1]!)) after = after.slice(0, -1);
        if (after.startsWith("好") || after.startsWith("可以")) after = "";
      }
      return { subject: (inside || after).slice(0, MAX_SUBJECT) };
    }
  }
  return null;
}

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

/**
 * The picture a message asks for, or null. Both languages are tried whatever the reader's locale
 * (people mix them); the locale only decides which is tried first.
 */
export function pictureRequest(message: string, locale: Language): PictureAsk | null {
  const text = message.slice(0, MAX_READ);
  const chinese = hasHan(text) ? () => chineseAsk(text) : () => null;
  const english = () => englishAsk(text);
  return locale === "zh-CN" ? (chinese() ?? english()) : (english() ?? chinese());
}

export const asksForPicture = (message: string, locale: Language): boolean =>
  pictureRequest(message, locale) !== null;
