import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe("health checks", () => {
  it("reports live and ready while the database answers", async () => {
    const live = await harness.app.inject({ method: "GET", url: "/healthz" });
    expect(live.statusCode).toBe(200);
    const ready = await harness.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: harness.database.kind });
  });

  it("reports not ready once the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const ready = await broken.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe("unavailable");
    await broken.app.close();
  });
});
