/** Text helpers shared by the offline engine's readers and composers. */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LETTER = /\p{L}/gu;

/** Share of letters that are CJK, so "mostly Chinese" can be told from an English line with one 字. */
export function cjkShare(text: string): number {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return 0;
  return (text.match(CJK)?.length ?? 0) / letters;
}

export const isMostlyCjk = (text: string) => cjkShare(text) > 0.5;

/** Splits prose into sentences, keeping their end punctuation (English and Chinese). */
export function sentencesOf(text: string): string[] {
  return (text.replace(/\s+/g, " ").match(/[^.!?。！？…]+(?:[.!?。！？…]+["”’」』)]?|$)/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 1);
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function endSentence(text: string, mark = "."): string {
  const trimmed = text.trim().replace(/[,;:\s—-]+$/, "");
  return /[.!?。！？…~"”」』*]$/.test(trimmed) ? trimmed : `${trimmed}${mark}`;
}

/** Cuts to at most `maxLength` characters at a word boundary, marking the cut with an ellipsis. */
export function clip(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, "")}…`;
}

/** Words people use without meaning a topic; they neither count as overlap nor as names. */
export const COMMON_WORDS = new Set(
  (
    "a an the and or but if then so because as of to in on at by for with from into onto about over under " +
    "after before again also just only very really quite too not no yes yeah yep nope ok okay oh ah um hmm " +
    "well now here there this that these those it its it's i i'm i've i'd i'll me my mine myself you you're " +
    "your yours we we're our us they their them he she him her his hers what what's where where's when why " +
    "how who whom whose which is are was were be been being am do does did done doing have has had having " +
    "can could will would shall should may might must let let's tell say said says talk speak ask know think " +
    "see look come go went gone get got give make made take want need like love feel felt please thanks thank " +
    "hi hello hey greetings good morning evening afternoon night bye goodbye sure maybe perhaps sorry wait " +
    "stop never always sometimes today tomorrow yesterday one two some any all every each much many more most " +
    "little lot something anything nothing everything someone anyone everyone nobody don't can't won't isn't " +
    "aren't didn't doesn't wasn't haven't dear sir madam lady lord mister miss mr mrs ms god"
  ).split(" "),
);

/** Characters too common in Chinese to say what a sentence is about. */
const CHINESE_FILLERS = /[的了是我你他她它们在有和吗呢吧啊么什这那就都也很个不要说会到去来]/u;

/**
 * Lower-cased words of a text, without the common ones: what a message is about. Chinese has no
 * spaces, so its runs become character pairs ("星图" in "古老的星图"), which is how overlap is found.
 */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? []).flatMap((word) => {
    if (/\p{Script=Han}/u.test(word)) {
      const pairs: string[] = [];
      for (let index = 0; index + 1 < word.length; index++) pairs.push(word.slice(index, index + 2));
      return pairs.filter((pair) => !CHINESE_FILLERS.test(pair));
    }
    const bare = word.replace(/'s$/, "");
    return bare.length > 2 && !COMMON_WORDS.has(bare) ? [bare] : [];
  });
}

/** A rough stem so "stars" meets "star" and "researching" meets "research". */
export const stem = (word: string) => (word.length > 3 ? word.replace(/(?:ing|ed|es|s)$/, "") : word);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
