// `npm run bench -- backends`: the time to the first token each model client adds, against the mock
// model server's wire formats (scripts/lib/mock-llm.mjs in a process of its own). Fable's own clients
// (OpenAI-compatible, Anthropic Messages, Gemini, on llm/http/streaming-model.ts) run in this process
// through tsx, next to the AI SDK's official @ai-sdk/anthropic and @ai-sdk/google, each on the path
// the chat would take with it: Fable's clients hand pieces straight over (streamPieces), the SDK's
// providers give stream parts (doStream). Time to first token is from the call to the first text;
// CPU is this process's user + system time per stream. The clients take turns in rounds, so drift of
// the machine falls on all of them alike. Docs: docs/decisions/0023-native-chat-backends.md.
//
// Run alone: node --import tsx scripts/lib/backend-ttft.mjs (prints the figures as JSON).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { round, verdict, writeSection } from "./bench-report.mjs";
import { root } from "./ensure-built.mjs";
import { startMock } from "./mock-llm-process.mjs";

const TOKENS = 20;
/** A role-play prompt of realistic size: a 4 KB character sheet and 60 turns of history (~20 KB). */
function chatPrompt() {
  const sheet = "Marlow is a retired sea captain who runs a lantern shop by the harbour. ".repeat(56);
  const prompt = [{ role: "system", content: sheet }];
  for (let turn = 0; turn < 61; turn += 1) {
    // Opening with the user: the AI SDK's Anthropic provider sends the turns as they are.
    const role = turn % 2 === 0 ? "user" : "assistant";
    const text =
      `${role === "user" ? "Tell me" : "*polishes a lantern*"} about voyage ${turn}, "the long one" — storms and stars. `.repeat(
        4,
      );
    prompt.push({ role, content: [{ type: "text", text }] });
  }
  return prompt;
}

async function clients(mockUrl) {
  const src = path.join(root, "apps/server/src/llm");
  const { OpenAICompatibleChatModel } = await import(path.join(src, "openai-chat/model.ts"));
  const { AnthropicMessagesModel } = await import(path.join(src, "anthropic/model.ts"));
  const { GeminiModel } = await import(path.join(src, "gemini/model.ts"));
  const { createAnthropic } = await import("@ai-sdk/anthropic");
  const { createGoogleGenerativeAI } = await import("@ai-sdk/google");
  const endpoint = (base, headers) => ({ baseUrl: `${mockUrl}${base}`, headers });
  const anthropic = new AnthropicMessagesModel(
    "mock-model",
    endpoint("/v1", { "x-api-key": "b", "anthropic-version": "2023-06-01" }),
    "a",
  );
  const gemini = new GeminiModel("mock-model", endpoint("/v1beta", { "x-goog-api-key": "b" }), "g");
  return {
    "openai-compatible (Fable)": {
      model: new OpenAICompatibleChatModel("mock-model", endpoint("/v1", { authorization: "Bearer b" }), "o"),
      pieces: true,
    },
    "anthropic (Fable)": { model: anthropic, pieces: true },
    "gemini (Fable)": { model: gemini, pieces: true },
    // The same two clients through the AI SDK's stream parts, as the SDK's providers are measured.
    "anthropic (Fable, doStream)": { model: anthropic, pieces: false },
    "gemini (Fable, doStream)": { model: gemini, pieces: false },
    "anthropic (@ai-sdk/anthropic)": {
      model: createAnthropic({ baseURL: `${mockUrl}/v1`, apiKey: "b" })("mock-model"),
      pieces: false,
    },
    "gemini (@ai-sdk/google)": {
      model: createGoogleGenerativeAI({ baseURL: `${mockUrl}/v1beta`, apiKey: "b" })("mock-model"),
      pieces: false,
    },
  };
}

/** One streamed reply, read to its end: ms to the first text. */
async function oneStream({ model, pieces }, options) {
  const started = performance.now();
  let first = null;
  if (pieces) {
    await model.streamPieces(options, () => {
      first ??= performance.now() - started;
    });
    return first;
  }
  const { stream } = await model.doStream(options);
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    if (part.value.type === "text-delta") first ??= performance.now() - started;
    else if (part.value.type === "error") throw part.value.error;
  }
  return first;
}

/** `count` streams, `concurrency` at a time: their times to the first text and the CPU they took. */
async function run(client, options, concurrency, count) {
  const ttfts = [];
  let next = 0;
  const cpu = process.cpuUsage();
  const worker = async () => {
    while (next < count) {
      next += 1;
      ttfts.push(await oneStream(client, options));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const used = process.cpuUsage(cpu);
  return { ttfts, cpuUs: (used.user + used.system) / count };
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

export async function measure({ rounds = 6, perRound = { 1: 50, 100: 300 } } = {}) {
  const mock = await startMock({ tokens: TOKENS });
  try {
    const all = await clients(mock.url);
    const options = { prompt: chatPrompt(), maxOutputTokens: 512, temperature: 0.8 };
    for (const client of Object.values(all)) await run(client, options, 10, 100); // warm-up
    const results = [];
    for (const concurrency of [1, 100]) {
      const collected = Object.fromEntries(Object.keys(all).map((name) => [name, { ttfts: [], cpuUs: [] }]));
      for (let round = 0; round < rounds; round += 1) {
        for (const [name, client] of Object.entries(all)) {
          const { ttfts, cpuUs } = await run(client, options, concurrency, perRound[concurrency]);
          collected[name].ttfts.push(...ttfts);
          collected[name].cpuUs.push(cpuUs);
        }
      }
      for (const [name, { ttfts, cpuUs }] of Object.entries(collected)) {
        const sorted = ttfts.sort((a, b) => a - b);
        const cpu = cpuUs.sort((a, b) => a - b);
        results.push({
          client: name,
          concurrency,
          streams: sorted.length,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          cpuUsPerStream: percentile(cpu, 50),
        });
      }
    }
    return { tokens: TOKENS, promptChars: JSON.stringify(options.prompt).length, results };
  } finally {
    await mock.stop();
  }
}

/** Runs `measure` in a child process with tsx (Fable's clients are TypeScript sources). */
export function backendTtftBench() {
  const child = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`backend-ttft exited with ${child.status}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1));
}

export function writeBackendTtftSection({ tokens, promptChars, results }) {
  const heading = "## Model clients' time to first token (`npm run bench -- backends`)";
  const baseline = (concurrency) =>
    results.find((row) => row.concurrency === concurrency && row.client.startsWith("openai-compatible"));
  const rows = results.map((row) => {
    const base = baseline(row.concurrency);
    return `| ${row.client} | ${row.concurrency} | ${row.streams} | ${row.p50.toFixed(3)} / ${row.p99.toFixed(3)} | ${(row.p50 - base.p50).toFixed(3)} / ${(row.p99 - base.p99).toFixed(3)} | ${round(row.cpuUsPerStream)} |`;
  });
  const fable = results.filter((row) => row.concurrency === 1 && row.client.endsWith("(Fable)"));
  const within = fable.every((row) => row.p50 - baseline(1).p50 <= 1);
  const section = `${heading}

Measured ${new Date().toISOString().slice(0, 10)} on this 2-core machine by \`scripts/lib/backend-ttft.mjs\`: each client
in one process (through tsx) against \`scripts/lib/mock-llm.mjs\` in another, speaking that client's wire
format (${tokens} words, unpaced), with a role-play prompt of ${promptChars} characters of JSON. Time to first
token is from the call to the first text handed over: by \`streamPieces\` for Fable's clients (the chat's
path), by the first \`text-delta\` of \`doStream\` for the AI SDK's providers and for Fable's clients
marked doStream (the same path as the SDK's, to tell the client's cost from the path's). CPU is this process's per
stream, the median of the rounds. The clients take turns in rounds. Target: each of Fable's clients
within 1 ms (p50) of the OpenAI-compatible one at 1 stream: ${verdict(within)}.

| client | streams at once | streams | TTFT p50 / p99 ms | vs OpenAI-compatible p50 / p99 ms | CPU µs per stream |
| --- | --- | --- | --- | --- | --- |
${rows.join("\n")}
`;
  writeSection(heading, section);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(JSON.stringify(await measure()));
}
