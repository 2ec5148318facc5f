import { PDF_LIMITS, type PdfPassage } from "@fable/contract";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countTokens } from "../../llm/prompt/index.ts";
import { pdfChunks, pdfDocuments } from "./pdf.schema.ts";
import { type EmbeddingsConfig, embeddingsOn } from "./pdf-embeddings.ts";
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

/**
 * The passages of a bot's ready documents that best answer `query`, best first. Candidates are the
 * passages holding any of its words (the 'simple' full-text GIN index, so any language) or, for CJK,
 * any of its two-character pieces; each word counts by its rarity among the bot's passages (a
 * question's rare words, "1986" or a name, say more than title words every page repeats), plus
 * ts_rank_cd for words close together. When no word matches, trigram word similarity (pg_trgm's
 * index) finds misspelt ones. Two or three indexed queries; PGlite and PostgreSQL alike.
 */
export async function retrievePassages(
  ctx: { db: Db; config?: Partial<EmbeddingsConfig> },
  botId: number,
  query: string,
  options: RetrieveOptions = {},
): Promise<PdfPassage[]> {
  const limit = Math.min(options.limit ?? PDF_LIMITS.passagesMax, PDF_LIMITS.passagesMax);
  const ofBot = and(
    eq(pdfDocuments.botId, botId),
    eq(pdfDocuments.state, "ready"),
    options.documentId === undefined ? undefined : eq(pdfDocuments.id, options.documentId),
  );
  const config = ctx.config;
  if (!embeddingsOn(config)) return passagesOf(ctx, await lexicalRanking(ctx, ofBot, query, limit), options);
  // Hybrid (docs/decisions/0030-pdf-reading-and-retrieval.md): both rankings' top passages, fused by rank.
  const [lexical, semantic] = await Promise.all([
    lexicalRanking(ctx, ofBot, query, Math.max(limit, FUSION_DEPTH)),
    query.trim() ? vectorRanking({ db: ctx.db, config }, ofBot, query) : null,
  ]);
  if (!semantic) return passagesOf(ctx, lexical.slice(0, limit), options);
  const fused = fuseRankings([lexical.map((row) => row.id), semantic]);
  return passagesOf(ctx, fused.slice(0, limit), options);
}

/**
 * The full-text ranking of the bot's passages for `query`, best first, at most `depth`: see
 * retrievePassages.
 */
async function lexicalRanking(
  ctx: { db: Db },
  ofBot: SQL | undefined,
  query: string,
  depth: number,
): Promise<{ id: number; score: number }[]> {
  const { words, grams } = queryTerms(query);
  if (words.length === 0 && grams.length === 0) return [];
  const text = sql`lower(${pdfChunks.text})`;
  const anyWord = sql`to_tsquery('simple', ${words.map(quoted).join(" | ")})`;
  const terms = [
    ...words.map((word) => sql`${pdfChunks.words} @@ to_tsquery('simple', ${quoted(word)})`),
    ...grams.map((gram) => sql`strpos(${text}, ${gram}) > 0`),
  ];
  const holds = (where: SQL) =>
    ctx.db
      .select({
        id: pdfChunks.id,
        // As integers: boolean arrays do not come back as booleans from every driver.
        each: sql<number[]>`array[${sql.join(
          terms.map((term) => sql`(${term})::int`),
          sql`, `,
        )}]`,
        close: words.length ? sql<number>`ts_rank_cd(${pdfChunks.words}, ${anyWord}, 1)` : sql<number>`0`,
      })
      .from(pdfChunks)
      .innerJoin(pdfDocuments, eq(pdfDocuments.id, pdfChunks.documentId))
      .where(and(ofBot, where))
      .limit(CANDIDATES_MAX);
  const matching = sql.join(
    [
      ...(words.length ? [sql`${pdfChunks.words} @@ ${anyWord}`] : []),
      ...grams.map((gram) => sql`strpos(${text}, ${gram}) > 0`),
    ],
    sql` or `,
  );
  let candidates = await holds(sql`(${matching})`);
  let fuzzy = false;
  if (candidates.length === 0 && words.length) {
    candidates = await holds(sql`${words.join(" ")} <% ${text}`);
    fuzzy = true;
  }
  if (candidates.length === 0) return [];
  const [{ total } = { total: candidates.length }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(pdfChunks)
    .innerJoin(pdfDocuments, eq(pdfDocuments.id, pdfChunks.documentId))
    .where(ofBot);
  const held = terms.map((_, i) => candidates.filter((row) => Number(row.each[i]) === 1).length);
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
