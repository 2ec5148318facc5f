/**
 * What each hostile upload costs the real, built server over HTTP: wall time and the server
 * process's peak resident memory above what it held before the request (Linux: the peak is reset
 * through /proc/PID/clear_refs before each case and read from VmHWM after it).
 *
 *   npm run build && node --import tsx apps/server/bench/hostile-uploads.ts
 *
 * The tests (hostile-cards.test.ts, hostile-images.test.ts) assert the same cases in-process;
 * this prints the figures docs/security.md reports.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { startServer } from "../../../scripts/lib/server-process.mjs";
import {
  compressedTextChunk,
  deeplyNestedCard,
  deflatedZeros,
  iend,
  ihdr,
  pngChunk,
  pngFile,
  smallCard,
  textChunk,
  zipArchive,
} from "../test/hostile-files.ts";

const GIGABYTE = 1024 * 1024 * 1024;
const MEGABYTE = 1024 * 1024;

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const read = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: read("VmRSS"), peak: read("VmHWM") };
}

interface Case {
  label: string;
  send: () => Promise<Response>;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fable-hostile-"));
  const server = await startServer({
    dataDir,
    env: { UPLOAD_SIGNING_SECRET: "b".repeat(40), LOG_LEVEL: "error" },
  });
  const pid: number = server.child.pid;
  const api = (url: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${url}`, init);
  const json = async (url: string, body: object, token?: string) =>
    (
      await api(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json() as Promise<{ code: number; message: string; result: Record<string, string> }>;

  try {
    const email = `bench-${process.pid}@example.com`;
    await json("/api/user/login", { srcType: "LOCAL", email, userPwd: "secret42" });
    const outbox = (await (await api("/api/dev/outbox")).json()) as {
      result: { to: string; code: string }[];
    };
    const code = outbox.result.find((message) => message.to === email)!.code;
    const token = (await json("/api/user/valid/email", { email, authCode: code })).result.token!;

    const importCard = (name: string, bytes: Uint8Array) => () => {
      const form = new FormData();
      form.append("file", new Blob([bytes]), name);
      return api("/api/ai/roleInfo/importCard", {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const upload = (bytes: Uint8Array) => async () => {
      const signed = await json(
        "/api/aws/s3/sign",
        { s3FileName: "x.png", contentType: "image/png", size: 10 * MEGABYTE, purpose: "image" },
        token,
      );
      return api(signed.result.url!, {
        method: "PUT",
        headers: { "content-type": "image/png" },
        body: bytes,
      });
    };

    const base64 = (text: string) => Buffer.from(text).toString("base64");
    const idat = pngChunk("IDAT", deflateSync(Buffer.alloc(4)));
    const cardPng = (extra: Buffer[], header = ihdr(1, 1)) =>
      pngFile([header, idat, ...extra, textChunk("chara", base64(smallCard())), iend()]);
    const zeros = await deflatedZeros(GIGABYTE);
    const zlibZeros = await deflatedZeros(GIGABYTE, "zlib");
    const quarterZeros = await deflatedZeros(GIGABYTE / 4, "zlib");
    const nested = deeplyNestedCard(100_000);

    const cases: Case[] = [
      { label: "card: 50 MB file", send: importCard("big.json", Buffer.alloc(50 * MEGABYTE, 0x20)) },
      {
        label: "card: PNG claiming 100000 x 100000 pixels",
        send: importCard("bomb.png", cardPng([], ihdr(100_000, 100_000))),
      },
      {
        label: "card: zTXt card chunk inflating to 1 GB",
        send: importCard("bomb.png", cardPng([compressedTextChunk("ccv3", zlibZeros)])),
      },
      {
        label: "card: eight 256 MB zTXt chunks of other keywords",
        send: importCard(
          "noise.png",
          cardPng(Array.from({ length: 8 }, (_, i) => compressedTextChunk(`note${i}`, quarterZeros))),
        ),
      },
      {
        label: "card: CHARX entry declared 1 GB",
        send: importCard(
          "bomb.charx",
          zipArchive([{ name: "card.json", data: zeros, deflated: true, declaredSize: GIGABYTE }]),
        ),
      },
      {
        label: "card: CHARX entry claiming 1 KB, inflating to 1 GB",
        send: importCard(
          "liar.charx",
          zipArchive([{ name: "card.json", data: zeros, deflated: true, declaredSize: 1024 }]),
        ),
      },
      {
        label: "card: CHARX of 60 000 entries",
        send: importCard(
          "many.charx",
          zipArchive(Array.from({ length: 60_000 }, (_, i) => ({ name: `a/${i}`, data: Buffer.from("x") }))),
        ),
      },
      { label: "card: JSON nested 100 000 deep", send: importCard("deep.json", Buffer.from(nested)) },
      { label: "image: 50 MB body", send: upload(Buffer.alloc(50 * MEGABYTE, 7)) },
      {
        label: "image: PNG claiming 100000 x 100000 pixels",
        send: upload(pngFile([ihdr(100_000, 100_000), idat, iend()])),
      },
      {
        label: "image: 9 MB tEXt chunk (accepted, text dropped)",
        send: upload(
          pngFile([
            ihdr(64, 64),
            pngChunk("IDAT", deflateSync(Buffer.alloc(64 * 193))),
            textChunk("c", Buffer.alloc(9 * MEGABYTE, 0x41)),
            iend(),
          ]),
        ),
      },
    ];

    const rows: string[] = [];
    for (const { label, send } of cases) {
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
      const before = memoryOf(pid);
      const started = performance.now();
      const response = await send();
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      const ms = performance.now() - started;
      const after = memoryOf(pid);
      rows.push(
        `| ${label} | ${response.status} ${answer.message ?? ""} | ${ms.toFixed(0)} | ${(after.peak - before.rss).toFixed(1)} |`,
      );
    }
    console.log("| case | answer | ms (client, whole request) | server peak RSS above before, MB |");
    console.log("| --- | --- | --- | --- |");
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
