import { and, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bots } from "../bots/bots.schema.ts";

export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * How much of the searched text must appear in a word run of the bot's search text (pg_trgm word
 * similarity). The default 0.6 misses a swapped pair of letters in a name ("sherlcok"); below 0.5 a
 * short text starts to match words it only shares a letter pair with.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * The `<%` operator reads its threshold from a setting; setting it for this transaction only keeps
 * every other query on the same pooled connection at the default.
 */
export async function useSearchThreshold(tx: Transaction): Promise<void> {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
  );
}

/** Below three characters a text has no trigram a LIKE pattern could look up in the index. */
const SUBSTRING_MIN_LENGTH = 3;

/** Scripts written without spaces between words: a word there can only be found inside the text. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Bots whose search columns match `query`, a normalised, lower-cased, non-empty text. Every branch
 * is answered by a GIN index holding listed bots only (migration 0012), so PostgreSQL combines
 * index scans instead of reading the table:
 * - full text on the stored search_words: every word present, anywhere (a tag and a word of the intro);
 * - `<%` (trigram word similarity) on the short search_names (name, character name, tags), every
 *   word of the text: names with a typo, prefixes. Word by word, so "luna ashford" is not half
 *   matched by every Luna. Not on the intro: there it costs ten times as much a row and finds
 *   little more;
 * - LIKE '%…%' on search_text, for Chinese, Japanese and other scripts written without spaces,
 *   from three characters on: a word there is text inside a longer run.
 */
export function matchesSearch(query: string): SQL {
  // Cheapest first: PostgreSQL stops at the first branch that holds, and a row the stored words
  // match never pays for the trigram comparison.
  const branches = [
    sql`${bots.searchWords} @@ plainto_tsquery('simple', ${query})`,
    and(...typedWords(query).map((word) => sql`${word} <% ${bots.searchNames}`))!,
  ];
  if ([...query].length >= SUBSTRING_MIN_LENGTH && UNSPACED_SCRIPT.test(query))
    branches.push(sql`${bots.searchText} like ${`%${escapeLike(query)}%`}`);
  return or(...branches)!;
}

/** More words than this are not a name; the rest still count through the full-text branch. */
const FUZZY_WORDS_MAX = 6;

function typedWords(query: string): string[] {
  return query.split(" ").slice(0, FUZZY_WORDS_MAX);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Bots whose name or character name is exactly the query (indexes bots_listed_name_key, _character_key). */
export function namedExactly(query: string): SQL {
  return sql`(${bots.nameKey} = ${query} or ${bots.characterKey} = ${query})`;
}

/** 0 when the name or character name is the query, 1 when it starts with it, 2 otherwise. */
export function nameTier(query: string): SQL<number> {
  return sql<number>`case
    when ${bots.nameKey} = ${query} or ${bots.characterKey} = ${query} then 0
    when starts_with(${bots.nameKey}, ${query}) or starts_with(${bots.characterKey}, ${query}) then 1
    else 2 end`;
}

/**
 * How well the query matches, in tenths: rounded so that bots matching about equally well are
 * ordered by popularity rather than by a difference of a letter in a long intro.
 */
export function matchScore(query: string): SQL<number> {
  return sql<number>`round(word_similarity(${query}, ${bots.searchNames})::numeric, 1)::float8`;
}
