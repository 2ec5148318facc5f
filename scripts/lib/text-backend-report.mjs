// `npm run bench -- text-backends`: runs scripts/lib/text-backend-ttft.mjs (TypeScript clients, so
// in a tsx child process) and writes its figures to docs/benchmarks.md.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { verdict, writeSection } from "./bench-report.mjs";
import { root } from "./ensure-built.mjs";

const MEASURE = path.join(root, "scripts/lib/text-backend-ttft.mjs");

const ms = (value) => value.toFixed(2);

export function markdownTable({ rows, writing, historyKb }) {
  const lines = [
    `| streams | path | replies | TTFT p50 / p99 ms | added vs chat p50 / p99 ms | request writing, ${historyKb} KB history, µs |`,
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.streams} | ${row.provider} | ${row.n} | ${ms(row.p50)} / ${ms(row.p99)} | ${row.provider === "openai-compatible" ? "–" : `${ms(row.addedP50)} / ${ms(row.addedP99)}`} | ${writing[row.provider].toFixed(0)} |`,
    );
  }
  return lines.join("\n");
}

/** Runs the measurement in a child process with tsx (Fable's clients are TypeScript sources). */
export function textBackendTtftBench({ rounds = 40 } = {}) {
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", MEASURE, "--rounds", String(rounds), "--json"],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error(`text-backend-ttft exited with ${child.status}`);
  return { rounds, load: loadavg()[0], ...JSON.parse(child.stdout.trim().split("\n").at(-1)) };
}

/** The "Text-completion backends" section of docs/benchmarks.md. */
export function writeTextBackendTtftSection(result) {
  const oneStream = result.rows.filter((row) => row.streams === 1 && row.provider !== "openai-compatible");
  const added = oneStream.map((row) => row.addedP50);
  const heading = "## Text-completion backends (`npm run bench -- text-backends`)";
  const section = `${heading}

Time to first token of each text-completion path (openai-text, llama-cpp, koboldcpp, all with the
ChatML template) against the OpenAI chat fast path, through Fable's own model clients
(\`streamPieces\`, the reply path), against the mock model server's fakes in a process of their own
(\`scripts/lib/text-backend-ttft.mjs\`). Every turn sends a role-play prompt with a ${result.historyKb} KB history
that moves on by one message a turn; paths are interleaved turn by turn with the first one rotating,
after 5 warm-up turns. "Request writing" is the median time to write one request (prompt templated,
JSON written) for the same prompt. At 100 streams, 100 requests go out at once, so a reply's first
token waits for the requests written before it: those rows show queueing, and a cheaper request.

Measured ${new Date().toISOString().slice(0, 10)} on this 2-core machine, load average ${result.load.toFixed(1)} when it finished, ${result.rounds} rounds.

Target: within 1 ms of the chat path at 1 stream: ${verdict(added.every((value) => value <= 1))} (added p50 ${Math.min(...added).toFixed(2)} to ${Math.max(...added).toFixed(2)} ms).

${markdownTable(result)}

Templating itself is cheap; escaping the prompt for JSON is not: \`JSON.stringify\` of a rendered 40 KB
prompt took about 165 µs a turn (against 45 µs for the chat path's request, which escapes each
message once, \`openai-chat/request-json.ts\`). The text paths write the prompt's JSON from the same
per-message cache (\`llm/http/json-text.ts\`), with the template's markers escaped once per template
and the prompt string itself made only when the call's body is read (\`renderPromptJson\` in
\`llm/instruct/render.ts\`, \`llm/text-completion/model.ts\`).
`;
  writeSection(heading, section);
}
