/**
 * Text measures of the offline quality harness, written apart from the engine's own helpers so the
 * harness judges the engine rather than agreeing with it by construction.
 */

const HAN = /\p{Script=Han}/u;

/** Lower-cased tokens: Latin words (with digits and apostrophes) and single Han characters. */
export function tokensOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{Script=Han}|[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []).filter(Boolean);
}

export const mostlyHan = (tokens: readonly string[]) =>
  tokens.length > 0 && tokens.filter((token) => HAN.test(token)).length * 2 > tokens.length;

/**
 * How many tokens make "a run" of a given word length: a Han character is about half a word, so a
 * Chinese text's runs are counted in characters at a little under twice the word count.
 */
export const runLength = (words: number, tokens: readonly string[]) =>
  mostlyHan(tokens) ? Math.round(words * 1.6) : words;

/** Every run of `length` consecutive tokens, joined by spaces. */
export function runsOf(tokens: readonly string[], length: number): string[] {
  const runs: string[] = [];
  for (let index = 0; index + length <= tokens.length; index++)
    runs.push(tokens.slice(index, index + length).join(" "));
  return runs;
}

/** Sentences of a reply, narration between asterisks counted as its own sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\*|\n|(?<=[.!?。！？…~])\s*/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => tokensOf(sentence).length > 0);
}

/**
 * The comparable form of a sentence, or null for one too short to call a repetition ("Yes.",
 * "Hm...", "好。"): three words, or five Han characters.
 */
export function sentenceKey(sentence: string): string | null {
  const tokens = tokensOf(sentence);
  const enough = mostlyHan(tokens) ? tokens.length >= 5 : tokens.length >= 3;
  return enough ? tokens.join(" ") : null;
}

const STOP = new Set(
  (
    "the and but for with from into onto about over under after before again also just only very really " +
    "quite not yes yeah well now here there this that these those it's i'm i've i'd i'll you you're your " +
    "yours they their them she her his hers what where when why how who whom whose which are was were been " +
    "being does did done doing have has had having can could will would shall should may might must let " +
    "tell say said says talk speak ask know think see look come went gone get got give make made take want " +
    "need like love feel felt please thanks thank hello good sure maybe perhaps sorry wait never always " +
    "sometimes today some any all every each much many more most little something anything nothing " +
    "everything someone anyone everyone don't can't won't isn't aren't didn't doesn't wasn't haven't than " +
    "then them themselves myself yourself himself herself itself one two out off down back even still such " +
    "own same other another because while though through around right away long time thing things way"
  ).split(" "),
);

/** Chinese characters too common to say what a sentence is about. */
const HAN_FILLER = /[的了是我你他她它们在有和吗呢吧啊么什这那就都也很个不要说会到去来一上下着过]/u;

/** Content words of a text, roughly stemmed; Chinese as character pairs. For relevance checks. */
export function contentWordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? []) {
    if (HAN.test(word)) {
      for (let index = 0; index + 1 < word.length; index++) {
        const pair = word.slice(index, index + 2);
        if (!HAN_FILLER.test(pair)) words.add(pair);
      }
    } else if (word.length >= 4 && !STOP.has(word)) {
      words.add(word.replace(/'s$/, "").replace(/(?:ing|ed|es|s)$/, ""));
    }
  }
  return words;
}
