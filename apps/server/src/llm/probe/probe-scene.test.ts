import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMock } from "../../../test/mock-llm.ts";
import { closeUpstream, localUpstream } from "../../../test/upstream.ts";
import { NO_BOT_OVERRIDES } from "../bot-override-bounds.ts";
import { INSTRUCT_TEMPLATES } from "../instruct/templates.ts";
import type { ModelProvider, ModelScene } from "../model-scenes.ts";
import { ProbeBoard } from "./probe-board.ts";
import { type ProbeConfig, probeScene } from "./probe-scene.ts";

const KEY = "sk-test-0123456789abcdef";
const config: ProbeConfig = {
  LLM_BASE_URL: undefined,
  LLM_API_KEY: KEY,
  OFFLINE_MODEL_DELAY_MS: 0,
  PUBLIC_URL: undefined,
  MODEL_PROBE_TIMEOUT_MS: 3000,
};

/** Where each backend's wire format lives on the mock, under its base URL. */
const BASE_PATHS: Record<ModelProvider, string> = {
  "openai-compatible": "/v1",
  openrouter: "/v1",
  "openai-text": "/v1",
  anthropic: "/v1",
  gemini: "/v1beta",
  "llama-cpp": "",
  koboldcpp: "",
  offline: "",
};

function scene(provider: ModelProvider, model: string, baseUrl: string): ModelScene {
  return {
    id: `${provider}-${model}`,
    label: model,
    provider,
    baseUrl: `${baseUrl}${BASE_PATHS[provider]}`,
    model,
    contextWindow: 8192,
    maxReplyTokens: 256,
    plans: ["free", "vip"],
    default: false,
    sampling: {},
    botOverrides: NO_BOT_OVERRIDES,
    headers: {},
    query: {},
    fallback: [],
    showReasoning: false,
    ...(["openai-text", "llama-cpp", "koboldcpp"].includes(provider)
      ? { template: INSTRUCT_TEMPLATES.chatml }
      : {}),
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ tokens: 20 });
});
afterAll(() => mock.stop());

describe("probing a scene", () => {
  const providers: ModelProvider[] = [
    "openai-compatible",
    "openrouter",
    "openai-text",
    "anthropic",
    "gemini",
    "llama-cpp",
    "koboldcpp",
  ];
  it.each(providers)(
    "finds a %s scene reachable, its model served, and a reply streaming",
    async (provider) => {
      const probe = await probeScene(scene(provider, "mock-model", mock.url), config);
      expect(probe).toMatchObject({
        status: "ok",
        reachable: true,
        modelFound: true,
        streams: true,
        problem: null,
        error: null,
      });
      expect(probe.firstPieceMs).toBeGreaterThanOrEqual(0);
      expect(Date.parse(probe.checkedAt!)).toBeGreaterThan(Date.now() - 10_000);
    },
  );

  it.each(["openai-compatible", "anthropic", "gemini"] as const)(
    "says a %s model the endpoint does not serve is not found",
    async (provider) => {
      const probe = await probeScene(scene(provider, "missing-model", mock.url), config);
      expect(probe).toMatchObject({
        status: "degraded",
        reachable: true,
        modelFound: false,
        streams: false,
        problem: "modelNotFound",
      });
      expect(probe.error).toContain("missing-model");
    },
  );

  it("says the key is refused when the reply is refused with 401", async () => {
    const probe = await probeScene(scene("openai-compatible", "fault-401", mock.url), config);
    expect(probe).toMatchObject({
      status: "degraded",
      reachable: true,
      streams: false,
      problem: "keyRefused",
    });
    expect(probe.error).toContain("401");
  });

  it("says the key is refused when the model lookup is refused, without trying a reply", async () => {
    const probe = await probeScene(scene("anthropic", "fault-401", mock.url), config);
    expect(probe).toMatchObject({
      status: "degraded",
      reachable: true,
      modelFound: null,
      streams: false,
      problem: "keyRefused",
    });
  });

  it("finds nothing listening on a closed port unreachable", async () => {
    const port = await closedPort();
    const probe = await probeScene(
      scene("openai-compatible", "mock-model", `http://127.0.0.1:${port}`),
      config,
    );
    expect(probe).toMatchObject({
      status: "unreachable",
      reachable: false,
      modelFound: null,
      streams: null,
      problem: "unreachable",
    });
    expect(probe.error).toContain("ECONNREFUSED");
  });

  it("says a reply that breaks off or finishes empty does not stream", async () => {
    const midway = await probeScene(scene("openai-compatible", "fault-midway", mock.url), config);
    expect(midway).toMatchObject({
      status: "degraded",
      modelFound: true,
      streams: false,
      problem: "brokeOff",
    });
    const empty = await probeScene(scene("anthropic", "fault-empty", mock.url), config);
    expect(empty).toMatchObject({
      status: "degraded",
      modelFound: true,
      streams: false,
      problem: "noAnswer",
    });
  });

  it("gives up on an endpoint that never answers within the probe's timeout", async () => {
    const silent = await localUpstream(() => {
      // Holds the request open and never answers.
    });
    try {
      const started = performance.now();
      const probe = await probeScene(scene("openai-compatible", "mock-model", silent.url), {
        ...config,
        MODEL_PROBE_TIMEOUT_MS: 300,
      });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(probe).toMatchObject({ status: "unreachable", reachable: false, problem: "timedOut" });
    } finally {
      await closeUpstream(silent);
    }
  });

  it("never repeats the key or a header value an endpoint quotes back", async () => {
    const echo = await localUpstream((request, response) => {
      response.writeHead(401, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          error: {
            message: `Incorrect API key provided: ${request.headers.authorization} (${request.headers["x-team"]})`,
          },
        }),
      );
    });
    try {
      const probe = await probeScene(
        {
          ...scene("openai-compatible", "mock-model", echo.url),
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the models file's own ${NAME} syntax
          headers: { "x-team": "${TEAM_TOKEN}" },
        },
        config,
        { TEAM_TOKEN: "team-secret-value-42" },
      );
      expect(probe.problem).toBe("keyRefused");
      expect(probe.error).toContain("Incorrect API key provided");
      expect(probe.error).not.toContain(KEY);
      expect(probe.error).not.toContain("team-secret-value-42");
    } finally {
      await closeUpstream(echo);
    }
  });

  it("finds the offline engine always ready", async () => {
    const offline = { ...scene("offline", "offline", ""), baseUrl: undefined };
    expect(await probeScene(offline, config)).toMatchObject({ status: "ok", streams: true, reachable: true });
  });
});

describe("the probe board", () => {
  it("says checking while a probe runs, then keeps its result", async () => {
    const silent = await localUpstream(() => {});
    try {
      const board = new ProbeBoard({ ...config, MODEL_PROBE_TIMEOUT_MS: 300 });
      const hanging = scene("openai-compatible", "mock-model", silent.url);
      expect(board.current(hanging.id)).toBeNull();
      const first = board.probe(hanging);
      // A second re-check joins the running probe instead of calling the endpoint again.
      expect(board.probe(hanging)).toBe(first);
      expect(board.current(hanging.id)).toMatchObject({ status: "checking", checkedAt: null });
      await first;
      expect(board.current(hanging.id)).toMatchObject({ status: "unreachable", problem: "timedOut" });
    } finally {
      await closeUpstream(silent);
    }
  });
});
