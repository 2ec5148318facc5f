import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMock } from "../../../test/mock-llm.ts";
import { NO_BOT_OVERRIDES } from "../bot-override-bounds.ts";
import type { ModelScene } from "../model-scenes.ts";
import { ProbeBoard } from "./probe-board.ts";
import { probeModelsInBackground } from "./probe-log.ts";

const KEY = "sk-log-test-0123456789";
const config = {
  LLM_BASE_URL: undefined,
  LLM_API_KEY: KEY,
  OFFLINE_MODEL_DELAY_MS: 0,
  PUBLIC_URL: undefined,
  MODEL_PROBE_TIMEOUT_MS: 3000,
  MODEL_PROBE: "on" as "on" | "off",
};

const sceneAt = (id: string, baseUrl: string, model: string): ModelScene => ({
  id,
  label: id,
  provider: "openai-compatible",
  baseUrl,
  model,
  contextWindow: 8192,
  maxReplyTokens: 256,
  plans: ["free"],
  default: false,
  sampling: {},
  botOverrides: NO_BOT_OVERRIDES,
  headers: {},
  query: {},
  fallback: [],
  showReasoning: false,
});

/** A logger that keeps what it is told. */
function recordingLog() {
  const lines: { level: "info" | "warn"; fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (fields: object, message: string) =>
      lines.push({ level: "info", fields: fields as Record<string, unknown>, message }),
    warn: (fields: object, message: string) =>
      lines.push({ level: "warn", fields: fields as Record<string, unknown>, message }),
  };
}

const requestsTo = async (url: string) =>
  ((await (await fetch(`${url}/mock/stats`)).json()) as { requests: number }).requests;

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ tokens: 5 });
});
afterAll(() => mock.stop());

describe("the start-up probe", () => {
  it("logs one line per scene: info when it is ok, a warning naming the problem otherwise", async () => {
    const log = recordingLog();
    const board = new ProbeBoard(config);
    const scenes = [
      sceneAt("good", `${mock.url}/v1`, "mock-model"),
      sceneAt("gone", `${mock.url}/v1`, "missing-x"),
    ];
    await probeModelsInBackground(config, scenes, log, board);
    const byScene = Object.fromEntries(log.lines.map((line) => [line.fields.scene, line]));
    expect(log.lines).toHaveLength(2);
    expect(byScene.good).toMatchObject({
      level: "info",
      fields: { status: "ok", reachable: true, modelFound: true, streams: true },
    });
    expect(byScene.good!.message).toMatch(
      /^model scene "good" \(mock-model\): ok; reachable, model found, streams \(first piece in \d+ ms\)$/,
    );
    expect(byScene.gone).toMatchObject({
      level: "warn",
      fields: { status: "degraded", problem: "modelNotFound" },
    });
    expect(byScene.gone!.message).toContain("model not found");
    for (const line of log.lines) expect(JSON.stringify(line)).not.toContain(KEY);
    // The admin page reads the same results.
    expect(board.current("good")).toMatchObject({ status: "ok" });
  });

  it("does nothing when MODEL_PROBE is off", async () => {
    const log = recordingLog();
    const before = await requestsTo(mock.url);
    await probeModelsInBackground(
      { ...config, MODEL_PROBE: "off" },
      [sceneAt("good", `${mock.url}/v1`, "mock-model")],
      log,
      new ProbeBoard(config),
    );
    expect(log.lines).toEqual([]);
    // Only this test's own stats request reached the mock.
    expect(await requestsTo(mock.url)).toBe(before + 1);
  });
});
