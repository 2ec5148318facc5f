// Starts Fable's mock LLM (./mock-llm.mjs, an OpenAI-compatible streaming server) as a child
// process on a free loopback port, for the bench, the soak and the tests that need a real upstream.
// A process of its own, so pacing its words never waits on the event loop of what is measured.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./server-process.mjs";

const MOCK_LLM = path.join(import.meta.dirname, "mock-llm.mjs");

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

/**
 * The mock writing `tokens` words `delayMs` apart; `url` is its base (append /v1 for Fable).
 * It takes a port of its own choosing and says which once it listens, so no other process can take
 * the port between a probe and the listen.
 */
export async function startMock({ delayMs = 0, tokens = 200 } = {}) {
  const child = spawn(
    process.execPath,
    [MOCK_LLM, "--port", "0", "--tokens", String(tokens), "--delay-ms", String(delayMs)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`mock LLM did not start: ${output}`)), 10_000);
    child.stdout.on("data", (data) => {
      output += data;
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      resolve(listening[1]);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`mock LLM exited (${code}): ${output}`));
    });
  });
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
