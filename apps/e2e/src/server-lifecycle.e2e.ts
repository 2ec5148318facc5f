import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../../../scripts/lib/ensure-built.mjs";
import { freePort, startServer } from "../../../scripts/lib/server-process.mjs";

const mainScript = path.join(root, "apps/server/dist/main.js");
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fable-lifecycle-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("the production server process", () => {
  it("stops cleanly on SIGTERM and starts again on the same data with the catalogue intact", async () => {
    const env = { DATABASE_URL: "" };
    const first = await startServer({ dataDir, env });
    const before = await (await fetch(`${first.baseUrl}/api/homePage/getContent`)).json();
    expect(await first.stop()).toBe(0);

    const second = await startServer({ dataDir, env });
    const after = await (await fetch(`${second.baseUrl}/api/homePage/getContent`)).json();
    expect(await second.stop()).toBe(0);
    expect(after.result.handPickBots.map((bot: { botId: string }) => bot.botId)).toEqual(
      before.result.handPickBots.map((bot: { botId: string }) => bot.botId),
    );
  });

  it.each([
    ["PORT", "not-a-port"],
    ["DATABASE_URL", "mysql://nope"],
    ["LOG_LEVEL", "chatty"],
  ])("refuses to start with %s=%s and names the variable", (name, value) => {
    const result = spawnSync(process.execPath, [mainScript], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, [name]: value },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${name}:`);
  });
});

/** Whether anything accepts connections on the port. */
function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start", () => {
  it("prints where to open Fable, the model and where codes go, and stops the server when npm is sent SIGTERM", async () => {
    const port = await freePort();
    // npm runs the script through `sh -c`; a shell that only waits for node dies of the signal npm
    // passes on and leaves the server running without a parent.
    const npm = spawn("npm", ["start"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_FORMAT: "json" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    npm.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const codesLine = "mail not configured: verification codes are in the dev outbox at";
    while (!output.includes(codesLine)) {
      if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
    try {
      expect(output).toContain(`Fable is ready: open http://localhost:${port}`);
      expect(output).toContain('"msg":"model: the offline engine');
      expect(output).toContain(`${codesLine} http://localhost:${port}/dev/outbox`);
      expect(await listening(port)).toBe(true);

      npm.kill("SIGTERM");
      await once(npm, "exit");
      expect(await listening(port)).toBe(false);
      expect(alive(serverPid)).toBe(false);
    } finally {
      if (alive(serverPid)) process.kill(serverPid, "SIGKILL");
    }
  }, 180_000);
});
