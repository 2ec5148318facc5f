import type { OfflineCharacterContext } from "./context.ts";
import type { PromptReading } from "./prompt-reading.ts";
import { seededRandom } from "./random.ts";
import { isMostlyCjk } from "./text.ts";

type Passage = { page: number; text: string };

/** Words that say nothing about where an answer is; the rest are matched against the passages. */
const COMMON = new Set(
  "a an and are as at be but by can could did do does for from had has have how i in is it me my of on or so that the their this to was we what when where which who why will with you your about tell please".split(
    " ",
  ),
);

/** The words (or, for CJK, the two-character pieces) a question asks about. */
function termsOf(text: string): string[] {
  const lower = text.normalize("NFKC").toLowerCase();
  const words = (lower.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1 && !COMMON.has(word));
  const grams: string[] = [];
  for (const run of lower.match(/[\u3040-\u30ff\u3400-\u9fff]+/gu) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  }
  return [...new Set([...words.filter((word) => !/[\u3040-\u30ff\u3400-\u9fff]/u.test(word)), ...grams])];
}

/** The sentences of a passage, its lines joined (PDF lines break mid-sentence). */
function sentencesOf(text: string): string[] {
  const joined = text
    .replace(/-\n(?=\p{Ll})/gu, "")
    .replace(/\s*\n\s*/g, (gap) => (/[\u3000-\u9fff]/u.test(gap) ? "" : " "));
  return (joined.match(/[^.!?。！？]+[.!?。！？]*["'”’」』)]?/gu) ?? [joined])
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The sentence of the passages that shares most of the question's terms, with its page. */
function bestSentence(
  passages: Passage[],
  terms: string[],
): { sentence: string; page: number; hits: number } | null {
  let best: { sentence: string; page: number; hits: number } | null = null;
  for (const [rank, passage] of passages.entries()) {
    for (const sentence of sentencesOf(passage.text)) {
      const lower = sentence.toLowerCase();
      // Earlier passages ranked higher in retrieval: a small lead breaks ties their way.
      const hits = terms.filter((term) => lower.includes(term)).length - rank * 0.01;
      if (sentence.length >= 12 && (!best || hits > best.hits)) best = { sentence, page: passage.page, hits };
    }
  }
  return best;
}

const clip = (sentence: string, max: number) =>
  [...sentence].length > max ? `${[...sentence].slice(0, max).join("").trimEnd()}…` : sentence;

const OPENERS_EN = [
  "Here is what the document says",
  "The document puts it this way",
  "According to the document",
  "Let me quote the document",
];
const OPENERS_ZH = ["文档里是这样写的", "根据文档", "文档中提到"];

/**
 * A PDF bot's offline answer: the document's best sentence for the question, quoted with its page
 * ("(p. 3)", "（第3页）" in Chinese), and a second one from another page when it helps; or a plain
 * "the document does not say" when nothing matches. Null when there is nothing to answer (no question).
 */
export function answerFromDocument(
  context: OfflineCharacterContext,
  reading: PromptReading,
  seed: number,
): string | null {
  const document = context.document;
  const question = reading.lastUserText;
  if (!document || !question.trim()) return null;
  const chinese = isMostlyCjk(question);
  const random = seededRandom(seed);
  const terms = termsOf(question);
  const best = terms.length ? bestSentence(document.passages, terms) : null;
  if (!best || best.hits < 1) {
    if (!document.onlySource) return null;
    return chinese
      ? "我在这份文档里没有找到与这个问题相关的内容。换个问法，或者问问文档里写到的内容吧。"
      : "I looked through the document, but it does not say anything about that. Ask me about something it covers, or put the question another way.";
  }
  const others = document.passages.filter((passage) => passage.page !== best.page);
  const second = others.length ? bestSentence(others, terms) : null;
  if (chinese) {
    const opener = random.pick(OPENERS_ZH);
    let answer = `${opener}：“${clip(best.sentence, 160)}”（第${best.page}页）`;
    if (second && second.hits >= 1)
      answer += `另外，第${second.page}页还写道：“${clip(second.sentence, 120)}”（第${second.page}页）`;
    return answer;
  }
  const opener = random.pick(OPENERS_EN);
  let answer = `${opener}: "${clip(best.sentence, 320)}" (p. ${best.page})`;
  if (second && second.hits >= 1)
    answer += ` It also notes: "${clip(second.sentence, 240)}" (p. ${second.page})`;
  return answer;
}
