// Starts the built server as a child process on a free loopback port and waits for /readyz.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { root } from "./ensure-built.mjs";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once /readyz answers 200, with the time it took; rejects after timeoutMs. */
async function waitForReady(baseUrl, child, timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`server not ready within ${timeoutMs} ms`);
}

export async function startServer({ dataDir, env = {}, timeoutMs = 30_000 }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // The same V8 flag as `npm start` (package.json): a young generation of at most 3 × 4 MB, see
  // docs/decisions/0009-young-generation.md.
  const child = spawn(
    process.execPath,
    ["--max-semi-space-size=4", path.join(root, "apps/server/dist/main.js")],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Load generators open hundreds of connections from this one address; the per-address cap
        // is for strangers on a network, and its own test sets it.
        MAX_CONNECTIONS_PER_IP: "0",
        // Every test account signs up from this address, and on PostgreSQL every test server shares one
        // database: the daily cap per address would stop sign-ups partway through the suite.
        DAILY_CODES_PER_IP: "0",
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  await waitForReady(baseUrl, child, timeoutMs);
  const readyMs = performance.now() - started;
  return {
    baseUrl,
    readyMs,
    child,
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      });
    },
  };
}
