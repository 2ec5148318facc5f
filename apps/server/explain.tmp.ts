import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "/work/main/apps/server/src/db/schema.ts";
import { loadConfig } from "/work/main/apps/server/src/config.ts";
import { systemClock, cryptoRandom, type ServiceContext } from "/work/main/apps/server/src/context.ts";
import { searchBots } from "/work/main/apps/server/src/modules/search/search.service.ts";
import { queryBots } from "/work/main/apps/server/src/modules/bots/catalog.service.ts";
const url = process.env.URL ?? "postgres://postgres@127.0.0.1:5432/fable_disc";
const usePglite = process.env.PGLITE;
const pool = new pg.Pool({ connectionString: url, max: 2 });
let capture: { sql: string; params: unknown[] }[] | null = null;
import { openPglite } from "/work/main/apps/server/src/db/client.ts";
const database = usePglite ? await openPglite(usePglite) : null;
const db = database ? database.db : (drizzle(pool, { schema, logger: { logQuery: (sql, params) => capture?.push({ sql, params }) } }) as any);
const ctx: ServiceContext = { db, config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), clock: systemClock, random: cryptoRandom, userId: null, sessionId: null, sessionProblem: null, ip: "", userAgent: "", language: "en" };
const mode = process.argv[2];
const texts = ["Luna Ashford","luna","Sherl","lunna ashfrod","detective","vampire barista","Fantasy","Kyoto","龙骑士","星际","Moonwhistle","xqzvw","the","a"];
async function time(label: string, run: () => Promise<unknown>, runs = 10) {
  await run(); const t: number[] = [];
  for (let i = 0; i < runs; i++) { const s = performance.now(); await run(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b); console.log(`${label.padEnd(40)} p50 ${t[runs >> 1]!.toFixed(1)} max ${t[runs - 1]!.toFixed(1)}`);
}
async function explain(label: string, run: () => Promise<unknown>) {
  capture = []; await run(); const qs = capture; capture = null;
  const c = await pool.connect();
  try { await c.query("begin"); await c.query("select set_config('pg_trgm.word_similarity_threshold', '0.5', true)");
    for (const q of qs) { if (!/^\s*(with|select)/i.test(q.sql) || q.sql.startsWith("select set_config")) continue;
      const plan = await c.query(`explain (analyze, costs off, buffers off) ${q.sql}`, q.params);
      console.log(`---- ${label}\n${plan.rows.map((r: any) => r["QUERY PLAN"]).join("\n")}`); }
    await c.query("rollback"); } finally { c.release(); }
}
if (mode === "search") for (const t of texts) await time(`search "${t}"`, () => searchBots(ctx, { name: t, page: 1, limit: 20, isNeedSaveSearchRecord: false }));
if (mode === "cat") for (const sortType of [1,2,3] as const) for (const categoryId of [undefined, 1, 2]) await time(`cat sort ${sortType} cat ${categoryId}`, () => queryBots(ctx, { type: 1, page: 50, limit: 20, sortType, categoryId }));
if (mode === "explain-search") await explain(process.argv[3]!, () => searchBots(ctx, { name: process.argv[3]!, page: 1, limit: 20, isNeedSaveSearchRecord: false }));
if (mode === "explain-cat") await explain("cat", () => queryBots(ctx, { type: 1, page: 50, limit: 20, sortType: Number(process.argv[3]) as 1, categoryId: process.argv[4] ? Number(process.argv[4]) : undefined }));
await pool.end(); await database?.close();
