// Fable's load generator for streamed (server-sent events) replies, for `npm run bench`: keeps
// `concurrency` requests to one loopback URL always in flight, reads every reply as it arrives and
// prints one JSON result on stdout. A process of its own, so its work is not the measured server's.
//
// Usage: node scripts/lib/stream-load.mjs '<options as JSON>'
//   url            the target; loopback only (a load generator is never pointed at someone else)
//   body           the JSON body POSTed with each request
//   headers        extra request headers, { name: value }
//   concurrency    requests in flight at once (1)
//   requests       measured requests at most (100)
//   durationS      seconds the measured part lasts at most (30)
//   warmup         the first requests issued, not measured (0); measuring starts with them in flight
//   staggerMs      worker i starts i × staggerMs / concurrency late, so paced streams of equal
//                  length do not all start and end in step (0)
//   timeoutS       seconds one request may take (60)
//   expectTokens   a reply with any other number of tokens is an error
//   samplePids     { label: pid } whose RSS and CPU are read from /proc every 250 ms while measuring
//   label          a name kept in the result
//
// A token is a `data:` line with a non-empty "content" or "text" string: a model's word, one of
// Fable's `delta` pieces, or its closing `done` message. Time to first token runs from sending the
// request to the first of them. A reply is an error when its status is not 2xx, it carries a
// `{"error"…}` data line or an `event: error`, it breaks off, it times out, or its token count is
// not `expectTokens`.

import { readFileSync } from "node:fs";
import http from "node:http";
import { isIP } from "node:net";

const TOKEN = /"(?:content|text)":"[^"]/;
/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_S = 100;

function settingsOf(options) {
  const target = new URL(options.url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));
  if (target.protocol !== "http:" || !loopback) throw new Error(`not a loopback http URL: ${options.url}`);
  return {
    target,
    body: options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)),
    headers: options.headers ?? {},
    concurrency: options.concurrency ?? 1,
    requests: options.requests ?? 100,
    durationMs: (options.durationS ?? 30) * 1000,
    warmup: options.warmup ?? 0,
    staggerMs: options.staggerMs ?? 0,
    timeoutMs: (options.timeoutS ?? 60) * 1000,
    expectTokens: options.expectTokens,
    samplePids: options.samplePids ?? {},
    label: options.label ?? null,
  };
}

/** Reads one reply as it streams; resolves with its timings, token count and error, if any. */
function oneRequest(settings, agent) {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    const outcome = { ttfbMs: null, ttftMs: null, durationMs: null, tokens: 0, done: false, error: null };
    let settled = false;
    const settle = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome.durationMs = performance.now() - sentAt;
      outcome.endedAt = performance.now();
      outcome.error ??= error ?? null;
      resolve(outcome);
    };
    const request = http.request(settings.target, {
      method: settings.body ? "POST" : "GET",
      agent,
      headers: {
        accept: "text/event-stream",
        ...(settings.body
          ? { "content-type": "application/json", "content-length": settings.body.length }
          : {}),
        ...settings.headers,
      },
    });
    const timer = setTimeout(() => {
      settle("timeout");
      request.destroy();
    }, settings.timeoutMs);
    request.on("error", (error) => settle(`request: ${error.code ?? error.message}`));
    request.on("response", (response) => {
      outcome.ttfbMs = performance.now() - sentAt;
      const failed = response.statusCode < 200 || response.statusCode >= 300;
      response.setEncoding("utf8");
      let pending = "";
      response.on("data", (text) => {
        if (failed) return;
        const lines = (pending + text).split("\n");
        pending = lines.pop();
        for (const line of lines) readLine(line.replace(/\r$/, ""), outcome, sentAt);
      });
      response.on("end", () => {
        if (failed) return settle(`http ${response.statusCode}`);
        const expected = settings.expectTokens;
        if (expected !== undefined && outcome.tokens !== expected)
          return settle(`tokens ${outcome.tokens} != ${expected}`);
        settle();
      });
      response.on("error", (error) => settle(`response: ${error.code ?? error.message}`));
      // After a proper end this changes nothing; before one, the reply broke off.
      response.on("close", () => settle("broke off"));
    });
    request.end(settings.body);
  });
}

function readLine(line, outcome, sentAt) {
  if (line === "event: error") {
    outcome.error ??= "error event";
    return;
  }
  if (!line.startsWith("data:")) return;
  const data = line.slice(line.startsWith("data: ") ? 6 : 5);
  if (data === "[DONE]") outcome.done = true;
  else if (data.startsWith('{"error"')) outcome.error ??= `error data: ${data.slice(0, 120)}`;
  else if (TOKEN.test(data)) {
    outcome.tokens += 1;
    outcome.ttftMs ??= performance.now() - sentAt;
  }
}

/** RSS and CPU of the processes named, read from /proc from the start of measuring to its end. */
function processSampler(samplePids) {
  const sampled = Object.entries(samplePids).map(([label, pid]) => ({ label, pid, rssMiB: [], ticks: [] }));
  const read = () => {
    for (const sample of sampled) {
      try {
        const status = readFileSync(`/proc/${sample.pid}/status`, "utf8");
        const stat = readFileSync(`/proc/${sample.pid}/stat`, "utf8");
        // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        sample.rssMiB.push(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
        sample.ticks.push({ at: performance.now(), ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // The process has ended; what was read so far stands.
      }
    }
  };
  let timer;
  return {
    start() {
      read();
      timer = setInterval(read, 250);
    },
    stop() {
      clearInterval(timer);
      if (timer) read();
      return Object.fromEntries(
        sampled.map(({ label, pid, rssMiB, ticks }) => {
          const first = ticks[0];
          const last = ticks.at(-1);
          const cpuPctOverall =
            first && last.at > first.at
              ? round((100 * (last.ticks - first.ticks)) / TICKS_PER_S / ((last.at - first.at) / 1000))
              : null;
          return [label, { pid, rssMiB: spread(rssMiB), cpuPctOverall }];
        }),
      );
    },
  };
}

const round = (value) => Math.round(value * 100) / 100;

/** Count, min, percentiles (nearest rank), max and mean of `values`. */
function spread(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return { n: 0, min: null, p50: null, p95: null, p99: null, max: null, mean: null };
  const rank = (p) => round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]);
  return {
    n: sorted.length,
    min: round(sorted[0]),
    p50: rank(50),
    p95: rank(95),
    p99: rank(99),
    max: round(sorted.at(-1)),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
  };
}

async function run(settings) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.concurrency });
  const sampler = processSampler(settings.samplePids);
  const measured = [];
  const warm = [];
  let issued = 0;
  let measuredIssued = 0;
  let measureStart = null;
  // Warming up never takes longer than the measured part may: past that, every request counts.
  const warmUntil = performance.now() + settings.staggerMs + settings.durationMs;
  const mayIssue = () =>
    measuredIssued < settings.requests &&
    (measureStart === null || performance.now() < measureStart + settings.durationMs);

  async function worker(index) {
    if (index > 0)
      await new Promise((resolve) =>
        setTimeout(resolve, (index * settings.staggerMs) / settings.concurrency),
      );
    while (mayIssue()) {
      const counts = issued >= settings.warmup || performance.now() >= warmUntil;
      issued += 1;
      if (counts) {
        measuredIssued += 1;
        if (measureStart === null) {
          measureStart = performance.now();
          sampler.start();
        }
      }
      const outcome = await oneRequest(settings, agent);
      (counts ? measured : warm).push(outcome);
    }
  }
  const workers = Math.min(settings.concurrency, settings.warmup + settings.requests);
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  const processes = sampler.stop();
  agent.destroy();

  const ok = measured.filter((outcome) => !outcome.error);
  const errorKinds = {};
  for (const { error } of measured) if (error) errorKinds[error] = (errorKinds[error] ?? 0) + 1;
  const endedAt = measured.reduce((last, outcome) => Math.max(last, outcome.endedAt), measureStart ?? 0);
  const wallS = measureStart === null ? 0 : (endedAt - measureStart) / 1000;
  const perSecond = (count) => (wallS > 0 ? round(count / wallS) : 0);
  return {
    label: settings.label,
    url: settings.target.href,
    concurrency: settings.concurrency,
    warmup: warm.length,
    warmupErrors: warm.filter((outcome) => outcome.error).length,
    wallS: round(wallS),
    completed: ok.length,
    errors: measured.length - ok.length,
    errorKinds,
    doneSeen: ok.filter((outcome) => outcome.done).length,
    tokensPerStream: spread(ok.map((outcome) => outcome.tokens)),
    ttfbMs: spread(ok.map((outcome) => outcome.ttfbMs)),
    ttftMs: spread(ok.map((outcome) => outcome.ttftMs)),
    durationMs: spread(ok.map((outcome) => outcome.durationMs)),
    streamsPerS: perSecond(ok.length),
    tokensPerS: perSecond(ok.reduce((sum, outcome) => sum + outcome.tokens, 0)),
    processes,
  };
}

const settings = settingsOf(JSON.parse(process.argv[2] ?? "{}"));
// However the target behaves, the run ends: every request has its timeout, and this is the backstop.
const backstopMs = settings.staggerMs + 2 * settings.durationMs + 2 * settings.timeoutMs + 10_000;
setTimeout(() => {
  console.error("stream-load: the run overran its time limit");
  process.exit(3);
}, backstopMs).unref();
console.log(JSON.stringify(await run(settings)));
