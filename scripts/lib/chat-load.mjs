// Driving Fable's chat on loopback for the bench and the soak: the API through the real sign-up
// flow (dev outbox), and runs of ./stream-load.mjs whose JSON results are returned.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { root } from "./ensure-built.mjs";

const STREAM_LOAD = path.join(import.meta.dirname, "stream-load.mjs");

export function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout;
}

/**
 * stream-load.mjs against one URL; returns its JSON result. `expectTokens` counts a stream with any
 * other number of tokens as an error; a Fable stream that ends with its `error` event is one anyway.
 */
export async function load(
  label,
  url,
  body,
  { concurrency, requests, headers = {}, samplePid, staggerMs = 0, durationS = 60, expectTokens, warmup },
) {
  const options = {
    label,
    url,
    body,
    headers,
    concurrency,
    requests,
    durationS,
    warmup: warmup ?? Math.min(20, concurrency),
    timeoutS: 60,
    staggerMs,
    expectTokens,
    samplePids: samplePid ? { fable: samplePid } : {},
  };
  // Asynchronous, so the caller can sample the server meanwhile.
  const stdout = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [STREAM_LOAD, JSON.stringify(options)], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let stderr = "";
    child.stdout.on("data", (data) => {
      output += data;
    });
    child.stderr.on("data", (data) => {
      stderr += data;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`stream-load ${label} failed (${code}):\n${stderr}`)),
    );
  });
  return JSON.parse(stdout);
}

export async function api(baseUrl, url, body, token) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.message}`);
  return envelope.result;
}

/** A signed-in reader, through the real sign-up flow, with a dialogue with each of the catalogue's first `count` bots. */
export async function readerDialogues(baseUrl, count) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await api(baseUrl, "/user/login", { srcType: "LOCAL", email, userPwd: "bench2024" });
  const code = (await api(baseUrl, "/dev/outbox")).find((message) => message.to === email).code;
  const { token } = await api(baseUrl, "/user/valid/email", { email, authCode: code });
  const bots = (await api(baseUrl, "/ai/roleInfo/queryBotInfo", { limit: count })).list;
  const bodies = [];
  for (const bot of bots) {
    const dialogue = await api(baseUrl, "/v1/chat/enterDialogueV2", { botId: String(bot.id) }, token);
    bodies.push({
      botId: String(bot.id),
      dialogueId: dialogue.dialogueId,
      content: "Tell me about the forest.",
    });
  }
  return { token, bodies };
}

/** A signed-in reader with a dialogue with the catalogue's first bot. */
export async function readerDialogue(baseUrl) {
  const { token, bodies } = await readerDialogues(baseUrl, 1);
  return { token, body: bodies[0] };
}

/**
 * Fable's chat stream and the mock's, with their bodies, for one reader's dialogue, once 50 streams
 * (10 at a time) have warmed the server up: a server in use has its code compiled and its caches
 * filled, and a measured row would otherwise time code still being compiled.
 */
export async function warmChatTargets(mock, server) {
  const { token, body } = await readerDialogue(server.baseUrl);
  const fable = `${server.baseUrl}/api/v1/chat/streamChat`;
  const auth = { authorization: `Bearer ${token}` };
  await load("fable warm-up", fable, body, { concurrency: 10, requests: 50, headers: auth, staggerMs: 4000 });
  return {
    fable,
    body,
    auth,
    upstream: `${mock.url}/v1/chat/completions`,
    upstreamBody: { model: "mock-model", stream: true, messages: [{ role: "user", content: "hi" }] },
  };
}
