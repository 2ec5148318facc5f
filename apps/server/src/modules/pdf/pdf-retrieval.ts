import { PDF_LIMITS, type PdfPassage } from "@fable/contract";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countTokens } from "../../llm/prompt/index.ts";
import { pdfChunks, pdfDocuments } from "./pdf.schema.ts";

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

/** Each word's weight: ln(1 + passages / (1 + passages holding it)), counted in one pass over the index. */
async function wordWeights(ctx: { db: Db }, ofBot: SQL | undefined, holds: SQL[]): Promise<number[]> {
  const [counts] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      each: sql<number[]>`array[${sql.join(
        holds.map((has) => sql`count(*) filter (where ${has})::int`),
        sql`, `,
      )}]`,
    })
    .from(pdfChunks)
    .innerJoin(pdfDocuments, eq(pdfDocuments.id, pdfChunks.documentId))
    .where(ofBot);
  const total = counts?.total ?? 0;
  return holds.map((_, i) => Math.log(1 + total / (1 + (counts?.each[i] ?? 0))));
}

export interface RetrieveOptions {
  limit?: number;
  /** Passages are added best first while their tokens fit. */
  tokenBudget?: number;
  /** Only this document's passages (the chat's viewer), else all ready documents of the bot. */
  documentId?: number;
}

/**
 * The passages of a bot's ready documents that best answer `query`, best first: PostgreSQL full-text
 * ('simple', so any language) ranked with ts_rank_cd, plus trigram word similarity for misspelt
 * words, plus the share of a CJK question's two-character pieces a passage holds (those scripts have
 * no spaces for full-text words). Runs on the GIN indexes of pdf.schema.ts on PGlite and PostgreSQL.
 */
export async function retrievePassages(
  ctx: { db: Db },
  botId: number,
  query: string,
  options: RetrieveOptions = {},
): Promise<PdfPassage[]> {
  const limit = Math.min(options.limit ?? PDF_LIMITS.passagesMax, PDF_LIMITS.passagesMax);
  const { words, grams } = queryTerms(query);
  if (words.length === 0 && grams.length === 0) return [];
  const text = sql`lower(${pdfChunks.text})`;
  const ofBot = and(
    eq(pdfDocuments.botId, botId),
    eq(pdfDocuments.state, "ready"),
    options.documentId === undefined ? undefined : eq(pdfDocuments.id, options.documentId),
  );
  const has = (word: string) => sql`${pdfChunks.words} @@ to_tsquery('simple', ${quoted(word)})`;
  // How rare each word is among the bot's passages: a question's rare words ("1986", "Davis") say
  // more about where its answer is than the title words every passage repeats.
  const weights = words.length ? await wordWeights(ctx, ofBot, words.map(has)) : [];
  const wordScore = words.length
    ? sql.join(
        words.map((word, i) => sql`(case when ${has(word)} then ${weights[i]!}::real else 0 end)`),
        sql` + `,
      )
    : sql`0`;
  const anyWord = sql`to_tsquery('simple', ${words.map(quoted).join(" | ") || "''"})`;
  const proximity = words.length ? sql`ts_rank_cd(${pdfChunks.words}, ${anyWord}, 1)` : sql`0`;
  const fuzzy = words.length ? sql`word_similarity(${words.join(" ")}, ${text})` : sql`0`;
  const gramShare = grams.length
    ? sql`(${sql.join(
        grams.map((gram) => sql`(case when strpos(${text}, ${gram}) > 0 then 1 else 0 end)`),
        sql` + `,
      )})::real / ${grams.length}`
    : sql`0`;
  const matches = [
    ...(words.length ? [sql`${pdfChunks.words} @@ ${anyWord}`, sql`${words.join(" ")} <% ${text}`] : []),
    ...grams.map((gram) => sql`strpos(${text}, ${gram}) > 0`),
  ];
  const score = sql<number>`(${wordScore} + ${proximity} * 2 + ${fuzzy} * 0.5 + ${gramShare} * 4)::real`;
  const rows = await ctx.db
    .select({ documentId: pdfChunks.documentId, page: pdfChunks.page, text: pdfChunks.text, score })
    .from(pdfChunks)
    .innerJoin(pdfDocuments, eq(pdfDocuments.id, pdfChunks.documentId))
    .where(and(ofBot, sql`(${sql.join(matches, sql` or `)})`))
    .orderBy(sql`4 desc`, pdfChunks.ordinal)
    .limit(limit);
  const passages: PdfPassage[] = [];
  let tokens = 0;
  for (const row of rows) {
    if (row.score <= 0) continue;
    const cost = countTokens(row.text);
    if (options.tokenBudget !== undefined && tokens + cost > options.tokenBudget) continue;
    tokens += cost;
    passages.push({ documentId: String(row.documentId), page: row.page, text: row.text, score: row.score });
  }
  return passages;
}
