import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";

/**
 * Columns left out of a table's fingerprint because the server rightly changes them on requests it
 * refuses: a session's last_seen_at is refreshed by whichever request, refused or not, carries the token,
 * and a wrong verification code is refused after counting against its code's tries (brute-force guard).
 */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  sessions: ["last_seen_at"],
  verification_codes: ["attempts"],
};

async function rows<T>(db: Db, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const counterOf = (table: string) => quoted(`fuzz_writes_${table}`);

/** Row count and a hash of every row of one table: equal fingerprints, equal contents. */
export async function tableFingerprint(db: Db, table: string): Promise<string> {
  const volatile = (VOLATILE_COLUMNS[table] ?? []).map((column) => ` - '${column}'`).join("");
  const row = `(to_jsonb(t)${volatile})::text`;
  const [result] = await rows<{ n: number; hash: string | null }>(
    db,
    sql.raw(
      `select count(*)::int as n, md5(string_agg(${row}, '|' order by ${row})) as hash from ${quoted(table)} t`,
    ),
  );
  return `${result?.n}:${result?.hash ?? ""}`;
}

/**
 * Decides cheaply whether a refused request changed the database, and exactly when it might have.
 *
 * A full fingerprint (row counts + hashes of all tables) around every request would cost more than
 * the requests themselves. Instead every table gets a row trigger that advances a sequence of its
 * own; sequences ignore rollbacks, so a counter moves whenever a statement touched a row of the
 * table, committed or not. Reading all counters is one cheap query. Only when a refused request
 * moved a table's counter is that table fingerprinted and compared with its fingerprint from before
 * the request, which is kept per table and refreshed only for tables whose counter moved since.
 * So the check covers every route (GET ones write too: likes, sign-out), and costs a table
 * fingerprint only after writes.
 */
export class DatabaseGuard {
  private readonly known = new Map<string, { counter: string; fingerprint: string }>();

  private constructor(
    private readonly db: Db,
    readonly tables: string[],
  ) {}

  /** Installs the counting triggers on every table of the test's own database copy. */
  static async install(db: Db): Promise<DatabaseGuard> {
    const tables = (
      await rows<{ tablename: string }>(
        db,
        sql.raw("select tablename from pg_tables where schemaname = 'public' order by tablename"),
      )
    ).map((row) => row.tablename);
    await db.execute(
      sql.raw(`create or replace function fuzz_count_write() returns trigger language plpgsql as $$
        begin perform nextval(tg_argv[0]::regclass); return null; end $$`),
    );
    for (const table of tables) {
      await db.execute(sql.raw(`create sequence if not exists ${counterOf(table)}`));
      const argument = `'${counterOf(table).replaceAll("'", "''")}'`;
      await db.execute(
        sql.raw(`create trigger fuzz_count_rows after insert or update or delete on ${quoted(table)}
          for each row execute function fuzz_count_write(${argument})`),
      );
      await db.execute(
        sql.raw(`create trigger fuzz_count_truncate after truncate on ${quoted(table)}
          for each statement execute function fuzz_count_write(${argument})`),
      );
    }
    const guard = new DatabaseGuard(db, tables);
    await guard.refresh(await guard.counters());
    return guard;
  }

  /** Every table's write counter, in one query. */
  async counters(): Promise<Map<string, string>> {
    const query = this.tables
      .map(
        (table) =>
          `select '${table}' as t, (last_value * is_called::int)::text as c from ${counterOf(table)}`,
      )
      .join(" union all ");
    const result = await rows<{ t: string; c: string }>(this.db, sql.raw(query));
    return new Map(result.map((row) => [row.t, row.c]));
  }

  /** Brings the kept fingerprints up to date with `counters`, re-hashing only the tables written since. */
  async refresh(counters: Map<string, string>) {
    for (const [table, counter] of counters) {
      if (this.known.get(table)?.counter === counter) continue;
      this.known.set(table, { counter, fingerprint: await tableFingerprint(this.db, table) });
    }
  }

  /** The counters read after the last request: in a run of requests, the next one's "before". */
  private latest: Map<string, string> | undefined;

  /** Call after anything else wrote to the database, so the next `before` reads the counters afresh. */
  forgetLatest() {
    this.latest = undefined;
  }

  /** Call before a request: the counters to compare with afterwards. */
  async before(): Promise<Map<string, string>> {
    const counters = this.latest ?? (await this.counters());
    await this.refresh(counters);
    return counters;
  }

  /** Call after a request the server accepted: its writes are rightful, only the counters move on. */
  async accepted() {
    this.latest = await this.counters();
  }

  /** The tables a refused request left changed (empty when it changed nothing). */
  async changedSince(before: Map<string, string>): Promise<string[]> {
    const after = await this.counters();
    this.latest = after;
    const changed: string[] = [];
    for (const [table, counter] of after) {
      if (before.get(table) === counter) continue;
      const fingerprint = await tableFingerprint(this.db, table);
      if (fingerprint !== this.known.get(table)?.fingerprint) changed.push(table);
      this.known.set(table, { counter, fingerprint });
    }
    return changed;
  }
}

/**
 * A hash of what only `userId` may change: their personas, dialogues, messages and characters. The
 * fuzzer forges this user's ids into another user's requests, so it must stay the same whatever
 * the server answered.
 */
export async function privateRowsFingerprint(db: Db, userId: number): Promise<string> {
  const [result] = await rows<{ hash: string }>(
    db,
    sql.raw(`select md5(concat_ws('|',
      (select string_agg(to_jsonb(m)::text, ',' order by m.id) from masks m where m.user_id = ${userId}),
      (select string_agg(to_jsonb(d)::text, ',' order by d.id) from dialogues d where d.user_id = ${userId}),
      (select string_agg(to_jsonb(c)::text, ',' order by c.id) from chat_messages c
         where c.dialogue_id in (select id from dialogues where user_id = ${userId})),
      (select string_agg(to_jsonb(b)::text, ',' order by b.id) from bots b where b.creator_id = ${userId})
    )) as hash`),
  );
  return result?.hash ?? "";
}
