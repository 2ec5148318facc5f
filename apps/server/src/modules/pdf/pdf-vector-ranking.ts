import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pdfChunks, pdfDocuments } from "./pdf.schema.ts";
import { type EmbeddingsConfig, embedTexts, QUERY_EMBED_TIMEOUT_MS } from "./pdf-embeddings.ts";

/** Passages each ranking brings to the fusion. */
export const FUSION_DEPTH = 20;
/** Reciprocal rank fusion's constant (Cormack et al.): a list's top ranks count, none dominates. */
const RRF_K = 60;

/** Whether each database has pgvector, asked once per database. */
const pgvectorOf = new WeakMap<Db, Promise<boolean>>();
export function hasPgvector(db: Db): Promise<boolean> {
  let known = pgvectorOf.get(db);
  if (!known) {
    known = db
      .select({ one: sql<number>`1` })
      .from(sql`pg_extension`)
      .where(sql`extname = 'vector'`)
      .then((rows) => rows.length > 0)
      .catch(() => false);
    pgvectorOf.set(db, known);
  }
  return known;
}

/**
 * The bot's passages closest in meaning to `query`, best first (ids only), or null when that cannot
 * be had: none of the passages has a vector, or the question's embedding failed or was slow. With
 * pgvector the stored real[] is cast for its `<=>` operator; without it a dot product of the unit
 * vectors in plain SQL ranks them the same way, on every PostgreSQL and in PGlite.
 */
export async function vectorRanking(
  ctx: { db: Db; config: EmbeddingsConfig },
  ofBot: SQL | undefined,
  query: string,
): Promise<number[] | null> {
  const embedded = and(ofBot, isNotNull(pdfChunks.embedding));
  const [some] = await ctx.db
    .select({ id: pdfChunks.id })
    .from(pdfChunks)
    .innerJoin(pdfDocuments, eq(pdfDocuments.id, pdfChunks.documentId))
    .where(embedded)
    .limit(1);
  if (!some) return null;
  const vector = await embedTexts(ctx.config, [query], QUERY_EMBED_TIMEOUT_MS).then(
    ([first]) => first,
    () => null,
  );
  if (!vector) return null;
  const distance = (await hasPgvector(ctx.db))
    ? sql`${pdfChunks.embedding}::vector <=> ${`[${vector.join(",")}]`}::vector`
    : sql`-(select sum(a * b) from unnest(${pdfChunks.embedding}, ${`{${vector.join(",")}}`}::real[]) as t(a, b))`;
  const rows = await ctx.db
    .select({ id: pdfChunks.id })
    .from(pdfChunks)
    .innerJoin(pdfDocuments, eq(pdfDocuments.id, pdfChunks.documentId))
    // Vectors of another dimension (the model was changed since) cannot be compared.
    .where(and(embedded, sql`array_length(${pdfChunks.embedding}, 1) = ${vector.length}`))
    .orderBy(distance, pdfChunks.id)
    .limit(FUSION_DEPTH);
  return rows.map((row) => row.id);
}

/** Reciprocal rank fusion of rankings (ids best first): each id scores Σ 1 / (k + rank). */
export function fuseRankings(rankings: number[][]): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const ranking of rankings)
    ranking.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + rank + 1)));
  return [...scores]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}
