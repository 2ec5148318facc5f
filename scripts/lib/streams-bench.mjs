// `npm run bench -- streams1000`: 1 000 concurrent chat streams for 60 s against the mock LLM at
// 20 ms pacing, the mock alone first for the floor. Zero errors is the target; the added p99
// time-to-first-token, Fable's RSS and its open file descriptors are reported. STREAMS_CONCURRENCY
// and STREAMS_DURATION_S shrink it for a trial run.
import { readdirSync, readFileSync } from "node:fs";
import { round, verdict, writeSection } from "./bench-report.mjs";
import { load, warmChatTargets } from "./chat-load.mjs";
import { startServerWithMock } from "./mock-llm-process.mjs";

const CONCURRENCY = Number(process.env.STREAMS_CONCURRENCY ?? 1000);
const DURATION_S = Number(process.env.STREAMS_DURATION_S ?? 60);
/** The mock's 200 content pieces; Fable relays them and its `done` event carries the whole reply. */
const MOCK_TOKENS = 200;
const FABLE_TOKENS = MOCK_TOKENS + 1;

const openFiles = (pid) => readdirSync(`/proc/${pid}/fd`).length;
const openFilesLimit = (pid) =>
  /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(
    readFileSync(`/proc/${pid}/limits`, "utf8"),
  )?.[1];

/** Samples a process's open file descriptors every 250 ms while `work` runs; resolves with its result and the peak. */
async function withPeakOpenFiles(pid, work) {
  let peak = openFiles(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, openFiles(pid));
    } catch {
      // the process is gone; the run reports that as errors
    }
  }, 250);
  try {
    return { result: await work, peak };
  } finally {
    clearInterval(timer);
  }
}

export async function thousandStreamsBench({ databaseUrl, backend }) {
  const { mock, server, stop } = await startServerWithMock({ databaseUrl, tokens: MOCK_TOKENS });
  try {
    const { fable, body, auth, upstream, upstreamBody } = await warmChatTargets(mock, server);
    const run = { concurrency: CONCURRENCY, requests: 1_000_000, durationS: DURATION_S, staggerMs: 4000 };
    const floor = await load(`mock c=${CONCURRENCY}`, upstream, upstreamBody, {
      ...run,
      expectTokens: MOCK_TOKENS,
    });
    const { result: ours, peak } = await withPeakOpenFiles(
      server.child.pid,
      load(`fable c=${CONCURRENCY}`, fable, body, {
        ...run,
        headers: auth,
        samplePid: server.child.pid,
        expectTokens: FABLE_TOKENS,
      }),
    );
    const report = { floor, ours, peakOpenFiles: peak, openFilesLimit: openFilesLimit(server.child.pid) };
    console.log(
      `${CONCURRENCY} streams for ${DURATION_S} s: ${ours.completed} completed, ${ours.errors} errors ${JSON.stringify(ours.errorKinds)}; added TTFT p99 ${round(ours.ttftMs.p99 - floor.ttftMs.p99)} ms; peak open files ${peak} (limit ${report.openFilesLimit})`,
    );
    writeStreamsSection(report, backend);
  } finally {
    await stop();
  }
}

function writeStreamsSection({ floor, ours, peakOpenFiles, openFilesLimit }, backend) {
  const heading = `## ${CONCURRENCY} concurrent streams on ${backend} (\`npm run bench -- streams1000\`)`;
  const rss = ours.processes?.fable?.rssMiB;
  const cpuPct = ours.processes?.fable?.cpuPctOverall;
  const section = `${heading}

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on this 2-core machine (the load generator and the mock
share it), built server on ${backend}, upstream \`scripts/lib/mock-llm.mjs\` (${MOCK_TOKENS} tokens, 20 ms apart),
client \`scripts/lib/stream-load.mjs\` with ${CONCURRENCY} streams always open (each finished stream is
replaced at once, starts spread over the first 4 s) for ${DURATION_S} s, after 50 warm-up streams; the mock alone
first, the same way, for the floor. All streams are one reader's turns in one dialogue, each stored. An error is
any stream that is not HTTP 200 with every piece and the closing \`done\` event (\`--expect-tokens\`).

Target: zero errors: ${verdict(ours.errors === 0 && ours.completed > 0)}.

| | completed | errors | TTFT p50 / p99 ms | duration p50 / p99 ms | tokens/s |
| --- | --- | --- | --- | --- | --- |
| mock alone | ${floor.completed} | ${floor.errors} | ${round(floor.ttftMs.p50)} / ${round(floor.ttftMs.p99)} | ${round(floor.durationMs.p50)} / ${round(floor.durationMs.p99)} | ${round(floor.tokensPerS)} |
| Fable | ${ours.completed} | ${ours.errors} | ${round(ours.ttftMs.p50)} / ${round(ours.ttftMs.p99)} | ${round(ours.durationMs.p50)} / ${round(ours.durationMs.p99)} | ${round(ours.tokensPerS)} |

Added time-to-first-token: p50 ${round(ours.ttftMs.p50 - floor.ttftMs.p50)} ms, p99 ${round(ours.ttftMs.p99 - floor.ttftMs.p99)} ms.
Fable's RSS ${rss ? `${round(rss.min)} → ${round(rss.max)} MiB` : "–"}${cpuPct ? `, CPU ${round(cpuPct)} % of one core over the run` : ""}.
Open file descriptors of the server at the peak: ${peakOpenFiles} (a client socket and an upstream socket per
stream), against its limit of ${openFilesLimit}. Node raises its soft limit to the hard one when it starts (a shell's
\`ulimit -Sn 1024\` does not hold it back), so the hard limit (\`ulimit -Hn\`) is what a host must allow: about two per
stream plus a hundred. The model client keeps at most 1 024 sockets per upstream
(\`apps/server/src/llm/http/post-json.ts\`), so past about 1 000 concurrent replies further model calls queue.${ours.errors ? `\n\nError kinds: ${JSON.stringify(ours.errorKinds)}.` : ""}
`;
  writeSection(heading, section);
}
