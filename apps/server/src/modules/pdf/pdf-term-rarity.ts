import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { perDatabase } from "../../db/per-database.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { pdfChunks, pdfDocuments } from "./pdf.schema.ts";

/** Word counts kept per database: a ready document never changes, so they stay true until it is replaced. */
const KEPT_COUNTS = 20_000;

/** Which ready documents a search reads, and how many passages they hold. */
export interface SearchScope {
  /** Ready documents as `id@updatedAt`: a replaced or re-read document is another scope. */
  key: string;
  documentIds: number[];
  passages: number;
}

const passageCounts = perDatabase(() => new Map<string, number>());
const wordCounts = perDatabase(() => new Map<string, number>());

function remember(map: Map<string, number>, key: string, value: number) {
  if (map.size >= KEPT_COUNTS) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** The bot's ready documents (one indexed query) and their passage count (counted once per scope). */
export async function searchScope(
  ctx: { db: Db },
  botId: number,
  documentId: number | undefined,
): Promise<SearchScope | null> {
  const ready = await ctx.db
    .select({ id: pdfDocuments.id, updatedAt: pdfDocuments.updatedAt })
    .from(pdfDocuments)
    .where(
      and(
        eq(pdfDocuments.botId, botId),
        eq(pdfDocuments.state, "ready"),
        documentId === undefined ? undefined : eq(pdfDocuments.id, documentId),
      ),
    );
  if (ready.length === 0) return null;
  ready.sort((a, b) => a.id - b.id);
  const key = ready.map((row) => `${row.id}@${row.updatedAt.getTime()}`).join(",");
  const documentIds = ready.map((row) => row.id);
  const counts = passageCounts(ctx.db);
  let passages = counts.get(key);
  if (passages === undefined) {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pdfChunks)
      .where(inScope({ key, documentIds, passages: 0 }));
    passages = Number(row?.n ?? 0);
    remember(counts, key, passages);
  }
  return { key, documentIds, passages };
}

/** `pdf_chunks` rows of the scope's documents. */
export const inScope = (scope: SearchScope): SQL =>
  sql`${pdfChunks.documentId} in (${sql.join(
    scope.documentIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * How many passages of the scope hold each word: what makes a word rare (and worth more) or common.
 * Counted by the full-text index once per scope and word, then kept: most questions of a chat reuse
 * words already counted, and a count never changes while its document stays the same.
 */
export async function passagesHolding(
  ctx: { db: Db },
  scope: SearchScope,
  words: string[],
): Promise<number[]> {
  const counts = wordCounts(ctx.db);
  const keyOf = (word: string) => `${scope.key}:${word}`;
  const missing = words.filter((word) => !counts.has(keyOf(word)));
  if (missing.length > 0) {
    const rows = await ctx.db.execute<{ word: string; n: number }>(sql`
      select w.word, (select count(*)::int from ${pdfChunks}
        where ${inScope(scope)} and ${pdfChunks.words} @@ to_tsquery('simple', w.query)) as n
      from (values ${sql.join(
        missing.map((word) => sql`(${word}, ${`'${word.replaceAll("'", "''")}'`})`),
        sql`, `,
      )}) as w(word, query)`);
    for (const row of rowsOf<{ word: string; n: number }>(rows))
      remember(counts, keyOf(row.word), Number(row.n));
  }
  return words.map((word) => counts.get(keyOf(word)) ?? 0);
}
