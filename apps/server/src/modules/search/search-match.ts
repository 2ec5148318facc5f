import { or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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

/**
 * Bots whose search text (name, character name, intro and tags, lower-cased) matches `query`, a
 * normalised, lower-cased, non-empty text. Every branch is answered by a GIN index on
 * bots.search_text, so PostgreSQL combines index scans instead of reading the table:
 * - `<%` (trigram word similarity, index bots_search_text_trgm): names with a typo, prefixes;
 * - full text (index bots_search_text_fts): every word present, anywhere (e.g. a tag and a name);
 * - LIKE '%…%' (bots_search_text_trgm again), from three characters on: text inside a word, which
 *   matters for Chinese and Japanese, written without spaces between words.
 * Whole-string similarity (`%`) is left out: against a whole intro it only finds what `<%` finds.
 */
export function matchesSearch(query: string): SQL {
  const branches = [
    sql`${query} <% ${bots.searchText}`,
    sql`to_tsvector('simple', ${bots.searchText}) @@ plainto_tsquery('simple', ${query})`,
  ];
  if ([...query].length >= SUBSTRING_MIN_LENGTH)
    branches.push(sql`${bots.searchText} like ${`%${escapeLike(query)}%`}`);
  return or(...branches)!;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A name as search text normalises it (punctuation and spaces collapse to one space, lower case). */
const searchable = (column: AnyPgColumn) =>
  sql`btrim(regexp_replace(lower(${column}), '[[:punct:][:space:]]+', ' ', 'g'))`;

/** 0 when the name or character name is the query, 1 when it starts with it, 2 otherwise. */
export function nameTier(query: string): SQL<number> {
  const name = searchable(bots.name);
  const characterName = searchable(bots.characterName);
  return sql<number>`case
    when ${name} = ${query} or ${characterName} = ${query} then 0
    when starts_with(${name}, ${query}) or starts_with(${characterName}, ${query}) then 1
    else 2 end`;
}

/**
 * How well the query matches, in tenths: rounded so that bots matching about equally well are
 * ordered by popularity rather than by a difference of a letter in a long intro.
 */
export function matchScore(query: string): SQL<number> {
  return sql<number>`round(word_similarity(${query}, ${bots.searchText})::numeric, 1)::float8`;
}
