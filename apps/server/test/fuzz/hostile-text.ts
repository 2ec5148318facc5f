import { deflateSync } from "node:zlib";
import { CARD_IMPORT_LIMITS } from "@fable/contract";
import { cardJson } from "../card-documents.ts";
import { iend, ihdr, pngChunk, pngFile, textChunk } from "../hostile-files.ts";

/**
 * Issue 15 item 2's inputs for the fuzzer: texts whose cost grows faster than their length in a
 * tokenizer or a word splitter (long runs without spaces), cards with every field over its cap, and
 * pictures that declare a canvas far larger than their bytes.
 */

const RUN = 200_000;

/** Runs without a space: one BPE pre-token each, which cost the tokenizer time squared in its length. */
export const LONG_RUNS: readonly string[] = [
  "a".repeat(RUN),
  "字".repeat(RUN),
  " ".repeat(RUN),
  "!?".repeat(RUN / 2),
  "\u0301".repeat(RUN),
];

const { maxTextChars, maxShortChars, maxGreetings, maxTags, maxLoreEntries, maxJsonBytes } =
  CARD_IMPORT_LIMITS;

/** Card documents over each import limit, and a huge run without spaces in every text field. */
export const HUGE_CARDS: readonly { label: string; bytes: Buffer }[] = [
  { label: "card description of 200 000 letters", bytes: cardJson({ description: "a".repeat(RUN) }) },
  {
    label: "card with every text field at its cap, runs without spaces",
    bytes: cardJson({
      description: "字".repeat(maxTextChars),
      personality: "a".repeat(maxTextChars),
      scenario: " ".repeat(maxTextChars),
      mes_example: "!?".repeat(maxTextChars / 2),
      first_mes: "b".repeat(maxTextChars),
    }),
  },
  { label: "card name over its cap", bytes: cardJson({ name: "n".repeat(maxShortChars + 1) }) },
  {
    label: "card with too many greetings",
    bytes: cardJson({ alternate_greetings: Array(maxGreetings + 1).fill("Hi there") }),
  },
  { label: "card with too many tags", bytes: cardJson({ tags: Array(maxTags + 1).fill("t") }) },
  {
    label: "card with 200 000 lore entries",
    bytes: cardJson({ character_book: { entries: Array.from({ length: 200_000 }, () => ({})) } }),
  },
  {
    label: "card with one more lore entry than allowed",
    bytes: cardJson({
      character_book: { entries: Array(maxLoreEntries + 1).fill({ keys: ["k"], content: "c" }) },
    }),
  },
  { label: "card JSON over its size limit", bytes: cardJson({ description: "x".repeat(maxJsonBytes) }) },
];

/** A picture of a few dozen bytes that declares `width` x `height` pixels; it may carry a card. */
export function pixelBomb(width: number, height: number, card?: Buffer): Buffer {
  const idat = pngChunk("IDAT", deflateSync(Buffer.alloc(4)));
  const cardChunk = card ? [textChunk("chara", card.toString("base64"))] : [];
  return pngFile([ihdr(width, height), idat, ...cardChunk, iend()]);
}

export const PIXEL_BOMBS: readonly { label: string; bytes: Buffer }[] = [
  { label: "PNG declaring 100000 x 100000 pixels", bytes: pixelBomb(100_000, 100_000) },
  { label: "PNG declaring 2^31-1 x 1 pixels", bytes: pixelBomb(2 ** 31 - 1, 1) },
  { label: "PNG declaring 65535 x 65535 pixels with a card", bytes: pixelBomb(65_535, 65_535, cardJson({})) },
];
