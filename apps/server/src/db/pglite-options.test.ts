import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pgliteOptions } from "./client.ts";

// PGlite writes WAL on the server's thread: a zero-filled 16 MB segment made the statement crossing
// into it hold the event loop 70–330 ms (decision 0021). A card import crosses one every few imports,
// too rarely for hostile-text.test.ts's least-of-five to see, so the setting is checked here.
let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create(pgliteOptions);
});
afterAll(() => pglite.close());

it("opens PGlite without zero-filling new WAL segments, with its usual start parameters and pg_trgm", async () => {
  const setting = await pglite.query<{ wal_init_zero: string }>("show wal_init_zero");
  expect(setting.rows[0]?.wal_init_zero).toBe("off");
  const searchPath = await pglite.query<{ search_path: string }>("show search_path");
  expect(searchPath.rows[0]?.search_path).toBe("public");
  await pglite.exec("create extension if not exists pg_trgm");
  const similarity = await pglite.query<{ score: number }>(
    "select similarity('lantern', 'lanterns') as score",
  );
  expect(similarity.rows[0]!.score).toBeGreaterThan(0.5);
});
