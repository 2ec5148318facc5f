// Time to first token of the text-completion paths (openai-text, llama-cpp, koboldcpp, each with the
// ChatML template) against the OpenAI chat fast path, through Fable's own model clients, against the
// mock model server's fakes in a process of their own. Each turn sends a chat with a 40 KB history
// that grows by one message a turn, as a real chat does, so per-message caches see what they would.
// It also times the request writing alone (the prompt templated and the JSON written) per path.
//
// `npm run bench -- text-backends` runs it (scripts/lib/text-backend-report.mjs writes the section).
// Run alone: node --import tsx scripts/lib/text-backend-ttft.mjs [--rounds 40] [--streams 1,100]
// [--json] prints the Markdown table (or, with --json, the figures).
import path from "node:path";
import { parseArgs } from "node:util";
import { BACKENDS } from "../../apps/server/src/llm/backends.ts";
import { INSTRUCT_TEMPLATES } from "../../apps/server/src/llm/instruct/templates.ts";
import { startMock } from "./mock-llm-process.mjs";
import { markdownTable } from "./text-backend-report.mjs";

const PATHS = [
  { provider: "openai-compatible", base: "/v1" },
  { provider: "openai-text", base: "/v1" },
  { provider: "llama-cpp", base: "" },
  { provider: "koboldcpp", base: "" },
];

const words = "lantern river harbour compass forest storm map tide ember orchard".split(" ");
const sentence = (seed, length) =>
  Array.from({ length }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(" ");

/**
 * Message `i` of the chat, made once: a chat's history is the same texts turn after turn (Fable's
 * caches hand the same strings back), which is what per-message caches count on.
 */
const messages = new Map();
function messageText(i) {
  let text = messages.get(i);
  if (text === undefined) {
    text = i < 0 ? sentence(0, 400) : `${sentence(i, 30)} "${sentence(i + 1, 12)}" *${sentence(i + 2, 8)}*`;
    messages.set(i, text);
  }
  return text;
}

/** A role-play prompt: a 3 KB system prompt, a history of about `historyKb` KB, the user's message. */
function promptAt(turn, historyKb) {
  const history = [];
  let size = 0;
  for (let i = turn; size < historyKb * 1024; i += 1) {
    const text = messageText(i);
    history.unshift({ role: i % 2 ? "assistant" : "user", content: [{ type: "text", text }] });
    size += text.length;
  }
  return [
    { role: "system", content: messageText(-1) },
    ...history,
    { role: "user", content: [{ type: "text", text: `Turn ${turn}: ${sentence(turn, 20)}` }] },
  ];
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function modelFor(provider, baseUrl) {
  const scene = {
    id: provider,
    label: provider,
    provider,
    model: "mock-model",
    contextWindow: 32_768,
    maxReplyTokens: 300,
    plans: ["free"],
    default: true,
    sampling: {},
    headers: {},
    query: {},
    ...(provider === "openai-compatible" ? {} : { template: INSTRUCT_TEMPLATES.chatml }),
  };
  return BACKENDS[provider].create(scene, { baseUrl, headers: { authorization: "Bearer bench" } });
}

/** Milliseconds from the call to the first piece of one reply (read to its end). */
async function firstTokenMs(model, options) {
  const started = performance.now();
  let first;
  await model.streamPieces(options, () => {
    first ??= performance.now() - started;
  });
  return first;
}

/** Microseconds to write one request (prompt templated, JSON written) on each path, median of `runs`. */
function requestWritingUs(models, historyKb, runs = 400) {
  const result = {};
  for (const { provider } of PATHS) {
    const model = models[provider];
    const times = [];
    for (let turn = 0; turn < runs; turn += 1) {
      const options = { prompt: promptAt(turn, historyKb), maxOutputTokens: 300 };
      const started = performance.now();
      const call = model.call(options, true);
      if (call.payload === undefined) JSON.stringify(call.body);
      times.push((performance.now() - started) * 1000);
    }
    result[provider] = percentile(times.slice(runs / 4), 50);
  }
  return result;
}

/**
 * Runs the measurement: per stream count, `rounds` turns; in each, every path sends `streams` replies
 * at once (paths interleaved, the first one rotating, so drift of the machine hits them alike). Resolves with p50/p99 per path
 * and the request-writing times.
 */
export async function textBackendTtft({ rounds = 40, streams = [1, 100], historyKb = 40 } = {}) {
  const mock = await startMock({ tokens: 8, delayMs: 0 });
  try {
    const models = Object.fromEntries(
      PATHS.map(({ provider, base }) => [provider, modelFor(provider, `${mock.url}${base}`)]),
    );
    const writing = requestWritingUs(models, historyKb);
    const rows = [];
    for (const count of streams) {
      const samples = Object.fromEntries(PATHS.map(({ provider }) => [provider, []]));
      const warmUp = 5;
      for (let turn = 0; turn < rounds + warmUp; turn += 1) {
        const options = { prompt: promptAt(turn, historyKb), maxOutputTokens: 300 };
        // Each path goes first in turn: whatever one burst leaves behind (collection, the mock's
        // backlog) falls on every path alike.
        const order = PATHS.map((_, i) => PATHS[(i + turn) % PATHS.length]);
        for (const { provider } of order) {
          const times = await Promise.all(
            Array.from({ length: count }, () => firstTokenMs(models[provider], options)),
          );
          if (turn >= warmUp) samples[provider].push(...times);
        }
      }
      const chat = samples["openai-compatible"];
      for (const { provider } of PATHS) {
        const values = samples[provider];
        rows.push({
          streams: count,
          provider,
          n: values.length,
          p50: percentile(values, 50),
          p99: percentile(values, 99),
          addedP50: percentile(values, 50) - percentile(chat, 50),
          addedP99: percentile(values, 99) - percentile(chat, 99),
        });
      }
    }
    return { rows, writing, historyKb };
  } finally {
    await mock.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: { rounds: { type: "string" }, streams: { type: "string" }, json: { type: "boolean" } },
  });
  const result = await textBackendTtft({
    rounds: Number(values.rounds ?? 40),
    streams: (values.streams ?? "1,100").split(",").map(Number),
  });
  console.log(values.json ? JSON.stringify(result) : markdownTable(result));
}
