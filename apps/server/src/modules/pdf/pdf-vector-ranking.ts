import { and, gt, isNotNull, type SQL, sql } from "drizzle-orm";
import type { ServiceLog } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { pdfChunks } from "./pdf.schema.ts";
import { type EmbeddingsConfig, embedTexts, QUERY_EMBED_TIMEOUT_MS } from "./pdf-embeddings.ts";
import { inScope, type SearchScope } from "./pdf-term-rarity.ts";

/** Passages each ranking brings to the fusion. */
export const FUSION_DEPTH = 20;
/** Reciprocal rank fusion's constant (Cormack et al.): a list's top ranks count, none dominates. */
const RRF_K = 60;
/** pgvector's `vector` type holds at most this many dimensions; wider vectors take the portable path. */
const PGVECTOR_MAX_DIMENSIONS = 16_000;

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
 * The scope's passages closest in meaning to `query`, best first (ids only), or null when that cannot
 * be had: none of the passages has a vector, or the question's embedding failed or was slow. With
 * pgvector (PGlite ships it; PostgreSQL where installed) the stored real[] is cast for its `<=>`
 * operator; without it a dot product of the unit vectors in plain SQL ranks them the same way.
 */
export async function vectorRanking(
  ctx: { db: Db; config: EmbeddingsConfig; log?: ServiceLog | undefined },
  scope: SearchScope,
  query: string,
): Promise<number[] | null> {
  const embedded = and(inScope(scope), isNotNull(pdfChunks.embedding));
  const [some] = await ctx.db.select({ id: pdfChunks.id }).from(pdfChunks).where(embedded).limit(1);
  if (!some) return null;
  const vector = await embedTexts(ctx.config, [query], QUERY_EMBED_TIMEOUT_MS).then(
    ([first]) => first,
    (error: unknown) => {
      // The reply goes on with full-text passages alone; the operator needs to know why.
      ctx.log?.warn({ err: error }, "embeddings endpoint failed; ranking passages by words only");
      return null;
    },
  );
  if (!vector) return null;
  // Vectors of another dimension (the model was changed since) cannot be compared.
  const comparable = and(embedded, sql`array_length(${pdfChunks.embedding}, 1) = ${vector.length}`);
  const pgvector = vector.length <= PGVECTOR_MAX_DIMENSIONS && (await hasPgvector(ctx.db));
  return pgvector ? pgvectorRanking(ctx.db, comparable, vector) : portableRanking(ctx.db, comparable, vector);
}

/** pgvector's cosine distance over the comparable passages. */
export async function pgvectorRanking(
  db: Db,
  comparable: SQL | undefined,
  vector: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: pdfChunks.id })
    .from(pdfChunks)
    .where(comparable)
    .orderBy(sql`${pdfChunks.embedding}::vector <=> ${`[${vector.join(",")}]`}::vector`, pdfChunks.id)
    .limit(FUSION_DEPTH);
  return rows.map((row) => row.id);
}

/**
 * Vector elements one portable query multiplies: about 50 ms of PGlite, which runs on this thread
 * (1536-dimension vectors took 0.6 ms a passage there), so a document is scored in slices between
 * which other requests run.
 */
const ELEMENTS_PER_QUERY = 80_000;

/** The ranking without pgvector: the dot product of unit vectors in plain SQL, a slice of passages at a time. */
export async function portableRanking(
  db: Db,
  comparable: SQL | undefined,
  vector: number[],
): Promise<number[]> {
  const slice = Math.max(1, Math.floor(ELEMENTS_PER_QUERY / vector.length));
  const literal = `{${vector.join(",")}}`;
  let best: { id: number; similarity: number }[] = [];
  for (let after = 0; ; ) {
    const rows = await db
      .select({
        id: pdfChunks.id,
        similarity: sql<number>`(select sum(a * b) from unnest(${pdfChunks.embedding}, ${literal}::real[]) as t(a, b))`,
      })
      .from(pdfChunks)
      .where(and(comparable, gt(pdfChunks.id, after)))
      .orderBy(pdfChunks.id)
      .limit(slice);
    best = [...best, ...rows.map((row) => ({ id: row.id, similarity: Number(row.similarity) }))]
      .sort((x, y) => y.similarity - x.similarity || x.id - y.id)
      .slice(0, FUSION_DEPTH);
    if (rows.length < slice) return best.map((row) => row.id);
    after = rows.at(-1)!.id;
  }
}

/** Reciprocal rank fusion of rankings (ids best first): each id scores Σ 1 / (k + rank). */
export function fuseRankings(rankings: number[][]): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const ranking of rankings) {
    for (const [rank, id] of ranking.entries())
      scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + rank + 1));
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}
