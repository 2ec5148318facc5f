import { PDF_LIMITS, type PdfPassage } from "@fable/contract";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countTokens } from "../../llm/prompt/index.ts";
import { pdfChunks } from "./pdf.schema.ts";
import { type EmbeddingsConfig, embeddingsOn } from "./pdf-embeddings.ts";
import { inScope, passagesHolding, type SearchScope, searchScope } from "./pdf-term-rarity.ts";
import { FUSION_DEPTH, fuseRankings, vectorRanking } from "./pdf-vector-ranking.ts";

/** Words too common to say what a question is about ('simple' search keeps every word). */
const STOPWORDS = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its " +
    "me my no not of on or our she so than that the their them then there these they this to was we were what when where " +
    "which who whom why will with would you your about tell said says say please explain describe document pdf page"
  ).split(" "),
);

const CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;

/** The searchable parts of a question: words (no stopwords) and, for CJK text, its two-character pieces. */
export function queryTerms(query: string): { words: string[]; grams: string[] } {
  const lower = query.normalize("NFKC").toLowerCase();
  const words = [
    ...new Set(
      (lower.replace(CJK_RUN, " ").match(/[\p{L}\p{N}]+/gu) ?? []).filter(
        (word) => word.length >= 2 && !STOPWORDS.has(word),
      ),
    ),
  ].slice(0, 16);
  const grams = new Set<string>();
  for (const run of lower.match(CJK_RUN) ?? []) {
    const chars = [...run];
    if (chars.length === 1) grams.add(run);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  }
  return { words, grams: [...grams].slice(0, 24) };
}

const quoted = (word: string) => `'${word.replaceAll("'", "''")}'`;

export interface RetrieveOptions {
  limit?: number;
  /** Passages are added best first while their tokens fit. */
  tokenBudget?: number;
  /** Only this document's passages (the chat's viewer), else all ready documents of the bot. */
  documentId?: number;
}

/** Candidates read per question at most: every passage holding one of its words, on 300 pages. */
const CANDIDATES_MAX = 3000;
/** A word held by at most this share of the passages is rare enough to gather candidates by. */
const RARE_SHARE = 0.2;
/** Candidates weighed when every word of a question is common (all of them hold the same words). */
const COMMON_CANDIDATES = 64;

/**
 * The passages of a bot's ready documents that best answer `query`, best first. Each word counts by
 * its rarity among the bot's passages (a question's rare words, "1986" or a name, say more than title
 * words every page repeats; counted by the 'simple' full-text GIN index, so any language, and kept),
 * plus ts_rank_cd for words close together; for CJK, its two-character pieces count too. Candidates
 * are the passages holding a rare word, or, when every word is common, the 64 closest of those holding
 * all of them: reading every passage that holds some common word cost most of a search, and such a
 * passage never outranks one holding a rare word. When that finds too few, the closest of those holding
 * any word fill up; when no word matches, trigram word similarity (pg_trgm's index) finds misspelt ones.
 * PGlite and PostgreSQL alike.
 */
export async function retrievePassages(
  ctx: { db: Db; config?: Partial<EmbeddingsConfig> },
  botId: number,
  query: string,
  options: RetrieveOptions = {},
): Promise<PdfPassage[]> {
  const limit = Math.min(options.limit ?? PDF_LIMITS.passagesMax, PDF_LIMITS.passagesMax);
  const scope = await searchScope(ctx, botId, options.documentId);
  if (!scope) return [];
  const config = ctx.config;
  if (!embeddingsOn(config)) return passagesOf(ctx, await lexicalRanking(ctx, scope, query, limit), options);
  // Hybrid (docs/decisions/0030-pdf-reading-and-retrieval.md): both rankings' top passages, fused by rank.
  const [lexical, semantic] = await Promise.all([
    lexicalRanking(ctx, scope, query, Math.max(limit, FUSION_DEPTH)),
    query.trim() ? vectorRanking({ db: ctx.db, config }, scope, query) : null,
  ]);
  if (!semantic) return passagesOf(ctx, lexical.slice(0, limit), options);
  const fused = fuseRankings([lexical.map((row) => row.id), semantic]);
  return passagesOf(ctx, fused.slice(0, limit), options);
}

/**
 * The full-text ranking of the scope's passages for `query`, best first, at most `depth`: see
 * retrievePassages.
 */
async function lexicalRanking(
  ctx: { db: Db },
  scope: SearchScope,
  query: string,
  depth: number,
): Promise<{ id: number; score: number }[]> {
  const { words, grams } = queryTerms(query);
  if (words.length === 0 && grams.length === 0) return [];
  const total = scope.passages;
  const wordHolders = await passagesHolding(ctx, scope, words);
  const text = sql`lower(${pdfChunks.text})`;
  const tsquery = (list: string[], join: string) => sql`to_tsquery('simple', ${list.map(quoted).join(join)})`;
  const anyWord = tsquery(words, " | ");
  const terms = [
    ...words.map((word) => sql`${pdfChunks.words} @@ ${tsquery([word], "")}`),
    ...grams.map((gram) => sql`strpos(${text}, ${gram}) > 0`),
  ];
  const columns = {
    id: pdfChunks.id,
    // As integers: boolean arrays do not come back as booleans from every driver.
    each: sql<number[]>`array[${sql.join(
      terms.map((term) => sql`(${term})::int`),
      sql`, `,
    )}]`,
    close: words.length ? sql<number>`ts_rank_cd(${pdfChunks.words}, ${anyWord}, 1)` : sql<number>`0::real`,
  };
  /**
   * The scope's passages matching `where`, weighed; with `closestFirst`, only that many, those whose
   * words are closest to the question's. They are picked by ts_rank, and only they are weighed by cover
   * density (ts_rank_cd), which costs about five times as much a passage.
   */
  const holds = (where: SQL, closestFirst?: number) => {
    const matching = and(inScope(scope), where);
    if (closestFirst === undefined || words.length === 0)
      return ctx.db.select(columns).from(pdfChunks).where(matching).limit(CANDIDATES_MAX);
    const closest = ctx.db
      .select({ id: pdfChunks.id })
      .from(pdfChunks)
      .where(matching)
      .orderBy(sql`ts_rank(${pdfChunks.words}, ${anyWord}, 1) desc`, pdfChunks.id)
      .limit(closestFirst);
    return ctx.db.select(columns).from(pdfChunks).where(inArray(pdfChunks.id, closest));
  };
  const gramMatch = grams.map((gram) => sql`strpos(${text}, ${gram}) > 0`);
  const holdingAny = (wordQuery: SQL | null) =>
    sql`(${sql.join([...(wordQuery ? [sql`${pdfChunks.words} @@ ${wordQuery}`] : []), ...gramMatch], sql` or `)})`;
  const rare = words.filter((_, i) => wordHolders[i]! <= total * RARE_SHARE);
  const narrowed = rare.length > 0 ? tsquery(rare, " | ") : words.length > 1 ? tsquery(words, " & ") : null;
  // Every word common: the passages holding them all, the closest together first, are the ones to weigh.
  let candidates = narrowed
    ? await holds(holdingAny(narrowed), rare.length > 0 ? undefined : COMMON_CANDIDATES)
    : [];
  if (candidates.length < depth) {
    // Too few: passages holding any word fill up, the closest first (those found stay).
    const found = new Set(candidates.map((row) => row.id));
    const more = await holds(holdingAny(words.length ? anyWord : null), COMMON_CANDIDATES + found.size);
    candidates = [...candidates, ...more.filter((row) => !found.has(row.id))];
  }
  let fuzzy = false;
  if (candidates.length === 0 && words.length) {
    candidates = await holds(sql`${words.join(" ")} <% ${text}`);
    fuzzy = true;
  }
  if (candidates.length === 0) return [];
  // Words weigh by the passages holding them; CJK pieces (no index counts them) by the candidates holding them.
  const held = terms.map((_, i) =>
    i < words.length ? wordHolders[i]! : candidates.filter((row) => Number(row.each[i]) === 1).length,
  );
  const weights = held.map((count) => Math.log(1 + total / (1 + count)));
  return candidates
    .map((row) => ({
      id: row.id,
      score:
        (fuzzy ? 0.5 : 0) +
        row.each.reduce((sum, has, i) => sum + (Number(has) === 1 ? weights[i]! : 0), 0) +
        Number(row.close) * 2,
    }))
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, depth);
}

/** The ranked passages' texts and pages, best first, as many as fit the token budget. */
async function passagesOf(
  ctx: { db: Db },
  scored: { id: number; score: number }[],
  options: RetrieveOptions,
): Promise<PdfPassage[]> {
  if (scored.length === 0) return [];
  const texts = await ctx.db
    .select({
      id: pdfChunks.id,
      documentId: pdfChunks.documentId,
      page: pdfChunks.page,
      text: pdfChunks.text,
    })
    .from(pdfChunks)
    .where(
      inArray(
        pdfChunks.id,
        scored.map((row) => row.id),
      ),
    );
  const byId = new Map(texts.map((row) => [row.id, row]));
  const passages: PdfPassage[] = [];
  let tokens = 0;
  for (const { id, score } of scored) {
    const row = byId.get(id);
    if (!row) continue;
    const cost = countTokens(row.text);
    if (options.tokenBudget !== undefined && tokens + cost > options.tokenBudget) continue;
    tokens += cost;
    passages.push({ documentId: String(row.documentId), page: row.page, text: row.text, score });
  }
  return passages;
}
