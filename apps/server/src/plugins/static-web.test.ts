import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.ts";

let webDir: string;
let harness: Awaited<ReturnType<typeof createTestApp>>;
const script = `console.log(${JSON.stringify("fable ".repeat(2000))});`;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), "fable-web-"));
  await mkdir(path.join(webDir, "assets"));
  await writeFile(path.join(webDir, "index.html"), "<!doctype html><title>Fable test shell</title>");
  await writeFile(path.join(webDir, "assets", "index-Ab12Cd34.js"), script);
  await writeFile(path.join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  harness = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await harness.close();
  await rm(webDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it.each(["/", "/chat/100001-Aria", "/leaderboard/creators/1", "/category/Fantasy?x=1"])(
    "answers the client route %s with index.html, uncached",
    async (url) => {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain("Fable test shell");
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("caches hashed assets for a year", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/assets/index-Ab12Cd34.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keeps unhashed files revalidated", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("compresses with brotli or gzip as the client asks", async () => {
    const brotli = await harness.app.inject({
      method: "GET",
      url: "/assets/index-Ab12Cd34.js",
      headers: { "accept-encoding": "br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await harness.app.inject({
      method: "GET",
      url: "/assets/index-Ab12Cd34.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it("answers a missing file with 404, not the app shell", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });

  it("never answers /api paths with the app shell", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
  });
});
