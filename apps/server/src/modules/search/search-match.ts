import { and, or, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import { bots } from "../bots/bots.schema.ts";

/**
 * How much of the searched text must appear in a word run of the bot's search text (pg_trgm word
 * similarity). The default 0.6 misses a swapped pair of letters in a name ("sherlcok"); below 0.5 a
 * short text starts to match words it only shares a letter pair with.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * The `<%` operator reads its threshold from a setting; setting it for this transaction only keeps
 * every other query on the same pooled connection at the default (likewise custom plans, below). `bitmapScansOnly` also keeps the
 * planner to bitmap scans until `allowAllScans` (one round trip for both; see findAllMatches).
 */
export async function useSearchThreshold(
  tx: Transaction,
  options = { bitmapScansOnly: false },
): Promise<void> {
  // Search statements are prepared once (PGlite's named statements); a plan made for no text in
  // particular cannot know a rare word from a common one, so each search is planned for its own text.
  const threshold = sql`set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true), set_config('plan_cache_mode', 'force_custom_plan', true)`;
  await tx.execute(
    options.bitmapScansOnly
      ? sql`select ${threshold}, set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`
      : sql`select ${threshold}`,
  );
}

export async function allowAllScans(tx: Transaction): Promise<void> {
  await tx.execute(
    sql`select set_config('enable_indexscan', 'on', true), set_config('enable_seqscan', 'on', true)`,
  );
}

/** Below three characters a text has no trigram a LIKE pattern could look up in the index. */
const SUBSTRING_MIN_LENGTH = 3;

/** Scripts written without spaces between words: a word there can only be found inside the text. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Bots whose words hold every word of `query` (a normalised, lower-cased, non-empty text), the
 * last as the start of a word, as it is while someone is still typing it: full text on the stored
 * search_words (name, character name, intro, tags). For Chinese, Japanese and other scripts
 * written without spaces, from three characters on, also LIKE '%…%' on search_text: a word there
 * is text inside a longer run. Both are answered by GIN indexes over listed bots (migration 0012)
 * without reading anything but the matching rows.
 */
export function matchesWords(query: string): SQL {
  const words = query.split(" ");
  const last = words.pop()!;
  const prefix = sql`to_tsquery('simple', quote_literal(${last}) || ':*')`;
  const tsquery =
    words.length > 0 ? sql`(plainto_tsquery('simple', ${words.join(" ")}) && ${prefix})` : prefix;
  const branches = [sql`${bots.searchWords} @@ ${tsquery}`];
  if ([...query].length >= SUBSTRING_MIN_LENGTH && UNSPACED_SCRIPT.test(query))
    branches.push(sql`${bots.searchText} like ${`%${escapeLike(query)}%`}`);
  return or(...branches)!;
}

/**
 * Bots whose names or tags hold something like every word of `query`, typos forgiven: `<%`
 * (trigram word similarity) on the short search_names, word by word, so "luna ashford" is not half
 * matched by every Luna. Not on the intro: there it costs ten times as much a row and finds little more.
 */
export function matchesFuzzily(query: string): SQL {
  return and(...typedWords(query).map((word) => sql`${word} <% ${bots.searchNames}`))!;
}

/** Either way of matching; the words first, so a row they match never pays for the trigrams. */
export function matchesSearch(query: string): SQL {
  return or(matchesWords(query), matchesFuzzily(query))!;
}

/** More words than this are not a name; the rest still count through the full-text branch. */
const FUZZY_WORDS_MAX = 6;

function typedWords(query: string): string[] {
  return query.split(" ").slice(0, FUZZY_WORDS_MAX);
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
