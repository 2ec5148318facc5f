/** A passage of a document as it is indexed: its page and its place in reading order. */
export interface Chunk {
  page: number;
  ordinal: number;
  text: string;
}

/** Passages aim for this many characters: a question's answer and its context, a few per prompt. */
const TARGET = 1000;
const MIN = 800;
const MAX = 1200;

/** Where a sentence ends, in Latin, CJK and Arabic scripts. */
const SENTENCE_END = /[.!?。！？؟]["'”’)）」』]?\s*/gu;

/**
 * Splits one page's text into passages of about 800-1200 characters, on paragraph boundaries when
 * they fall in range, else at the last sentence end, else at a space (or anywhere, for text without
 * spaces). Passages never cross pages, so each cites exactly one page.
 */
export function chunkPage(page: number, text: string, firstOrdinal: number): Chunk[] {
  const chunks: Chunk[] = [];
  let rest = text.replace(/[ \t]+/g, " ").trim();
  while (rest.length > 0) {
    let cut = rest.length;
    if (rest.length > MAX) cut = cutPoint(rest);
    const piece = rest.slice(0, cut).trim();
    if (piece) chunks.push({ page, ordinal: firstOrdinal + chunks.length, text: piece });
    rest = rest.slice(cut).trim();
  }
  return chunks;
}

function cutPoint(text: string): number {
  const window = text.slice(0, MAX);
  const paragraph = window.lastIndexOf("\n\n");
  if (paragraph >= MIN) return paragraph;
  let sentence = -1;
  for (const match of window.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (end >= MIN && end <= MAX) sentence = end;
  }
  if (sentence > 0) return sentence;
  const space = window.lastIndexOf(" ", TARGET + 100);
  return space >= MIN ? space : TARGET;
}

/** Fewer letters or digits than this on a page of more visible characters is not readable text. */
export const MIN_LETTERS = 8;

/**
 * A page's text if people could read it, else "": fonts without a Unicode map give control
 * characters and stray letters (TAMReview's pages 2-22), which would only pollute the index.
 * Readable means enough letters or digits, at least half of what is not a space.
 */
export function readableText(text: string): string {
  const visible = text.replace(/\s+/gu, "");
  const letters = (visible.match(/[\p{L}\p{N}]/gu) ?? []).length;
  if (letters < Math.min(MIN_LETTERS, visible.length) || letters * 2 < visible.length) return "";
  // Control and private-use characters (and U+FFFD) are what unmapped glyphs become: spaces here.
  return text.replace(/[\p{Co}\uFFFD]|[^\P{Cc}\n]/gu, " ").trim();
}
