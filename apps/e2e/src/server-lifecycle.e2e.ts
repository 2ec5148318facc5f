import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../../../scripts/lib/ensure-built.mjs";
import { startServer } from "../../../scripts/lib/server-process.mjs";

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
