// Starts the shared mock LLM (../shared/bench/mock-llm.mjs, an OpenAI-compatible streaming server)
// as a child process on a free loopback port, for the bench, the soak and process-level tests.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./ensure-built.mjs";
import { freePort, startServer } from "./server-process.mjs";

export const BENCH_TOOLS = path.resolve(root, "../shared/bench");

/** Resolves once `url`/health answers; rejects after 5 s. */
export async function waitForHealth(url, name) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} did not start`);
}

/** The mock writing `tokens` tokens `delayMs` apart; `url` is its base (append /v1 for Fable). */
export async function startMock({ delayMs, tokens = 200 }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(BENCH_TOOLS, "mock-llm.mjs"),
      "--port",
      String(port),
      "--tokens",
      String(tokens),
      "--delay-ms",
      String(delayMs),
      "--quiet",
      "1",
    ],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, "mock LLM");
  return {
    url,
    child,
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      });
    },
  };
}

/**
 * The built server on a new data directory (PGlite, or the PostgreSQL database `databaseUrl` names)
 * with the mock as its default model, quotas off: what the bench and the soak measure.
 */
export async function startServerWithMock({ databaseUrl, delayMs = 20, tokens = 200 }) {
  const mock = await startMock({ delayMs, tokens });
  const dataDir = mkdtempSync(path.join(tmpdir(), "fable-bench-"));
  const server = await startServer({
    dataDir,
    env: {
      LLM_BASE_URL: `${mock.url}/v1`,
      LLM_API_KEY: "bench",
      LLM_MODEL: "mock-model",
      QUOTAS: "off",
      LOG_LEVEL: "error",
      DATABASE_URL: databaseUrl,
    },
  });
  return {
    mock,
    server,
    async stop() {
      await server.stop();
      await mock.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
