import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withNamedStatements } from "./pglite-named-statements.ts";

// The named-statement client must be indistinguishable from PGlite's own query() to drizzle: same
// rows, same parsing, same counts, same errors, same locking; only faster.
let pglite: PGlite;
let named: PGlite;
const LIMIT = 4;
beforeAll(async () => {
  pglite = await PGlite.create();
  named = withNamedStatements(pglite, LIMIT);
  await pglite.exec(`
    create table notes (id serial primary key, title text not null unique, body text, tags text[],
      meta jsonb, created_at timestamptz not null default now(), score numeric);
    insert into notes (title, body, tags, meta, score) values
      ('first', 'hello', '{a,b}', '{"n":1}', 1.5), ('second', null, '{}', null, null);`);
});
afterAll(() => pglite.close());

const preparedCount = async () =>
  Number(
    (await pglite.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n,
  );

describe("withNamedStatements", () => {
  it("returns what PGlite's query() returns, in object and array row modes, with custom parsers", async () => {
    const sql = "select id, title, body, tags, meta, created_at, score from notes where id >= $1 order by id";
    for (const options of [
      undefined,
      { rowMode: "array" as const },
      { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `raw:${value}` } },
    ]) {
      const expected = await pglite.query(sql, [1], options);
      const actual = await named.query(sql, [1], options);
      expect(actual.rows).toEqual(expected.rows);
      expect(actual.fields).toEqual(expected.fields);
    }
    const [row] = (await named.query<{ tags: string[]; meta: unknown; body: string | null }>(sql, [2])).rows;
    expect(row).toMatchObject({ tags: [], meta: null, body: null });
  });

  it("serialises parameters by their type and counts affected rows", async () => {
    const inserted = await named.query(
      "insert into notes (title, tags, meta) values ($1, $2, $3) returning id",
      ["third", ["x", "y"], { deep: [1, 2] }],
    );
    expect(inserted.affectedRows).toBe(1);
    const id = (inserted.rows[0] as { id: number }).id;
    const read = await named.query<{ tags: string[]; meta: unknown }>(
      "select tags, meta from notes where id = $1",
      [id],
    );
    expect(read.rows[0]).toEqual({ tags: ["x", "y"], meta: { deep: [1, 2] } });
    const updated = await named.query("update notes set body = $1 where id <= $2", ["b", id]);
    expect(updated.affectedRows).toBe(3);
    const deleted = await named.query("delete from notes where id = $1", [id]);
    expect(deleted.affectedRows).toBe(1);
  });

  it("prepares a text once and keeps at most the limit, dropping the least recently used", async () => {
    await pglite.query("deallocate all");
    const texts = Array.from({ length: LIMIT + 2 }, (_, index) => `select $1::int + ${index} as n`);
    await named.query(texts[0]!, [1]);
    await named.query(texts[0]!, [2]);
    expect(await preparedCount()).toBe(1);
    for (const text of texts)
      expect((await named.query<{ n: number }>(text, [1])).rows[0]!.n).toBeGreaterThan(0);
    expect(await preparedCount()).toBe(LIMIT);
    // An evicted text is prepared again when it comes back.
    expect((await named.query<{ n: number }>(texts[0]!, [10])).rows[0]!.n).toBe(10);
  });

  it("surfaces database errors with their code and stays usable", async () => {
    await expect(named.query("insert into notes (title) values ($1)", ["first"])).rejects.toMatchObject({
      code: "23505",
    });
    await expect(named.query("select * from no_such_table where id = $1", [1])).rejects.toMatchObject({
      code: "42P01",
    });
    expect((await named.query("select title from notes where id = $1", [1])).rows).toEqual([
      { title: "first" },
    ]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = pglite.transaction(async (tx) => {
      await tx.query("insert into notes (title) values ('in transaction')");
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const read = named.query("select count(*)::int as n from notes where title = $1", ["in transaction"]);
    setTimeout(release, 30);
    expect((await read).rows).toEqual([{ n: 0 }]);
    await transaction;
  });
});
