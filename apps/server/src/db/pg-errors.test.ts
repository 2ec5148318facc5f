import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneTemplateDatabase } from "../../test/harness.ts";
import type { Database } from "./client.ts";
import { isForeignKeyViolation, sqlStateOf } from "./pg-errors.ts";

let database: Database;
beforeAll(async () => {
  database = await cloneTemplateDatabase();
});
afterAll(() => database.close());

describe("SQL states of failed queries", () => {
  it("reads a foreign-key violation through drizzle's wrapping", async () => {
    const failure = await database.db
      .execute(sql`insert into review_votes (review_id, user_id, vote) values (999999999, 999999999, 1)`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isForeignKeyViolation(failure)).toBe(true);
    const missing = await database.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlStateOf(missing)).toBe("42P01");
    expect(isForeignKeyViolation(missing)).toBe(false);
    expect(sqlStateOf(new Error("plain"))).toBeUndefined();
  });
});
