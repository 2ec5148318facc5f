import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { WorkQueue } from "../../work-queue.ts";

/**
 * Debian's `tesseract` CLI reads the pictures of PDF pages without text (docs/decisions/
 * 0032-pdf-ocr-with-tesseract.md). It is optional: found once per process, and when it is missing
 * PDFs are read as before, their scanned pages said to be without text.
 */
export type OcrEngine =
  | { available: true; version: string; languages: string[] }
  | { available: false; reason: "off" | "notInstalled" };

/** Languages used when their data is installed, in this order: English, then simplified Chinese. */
const WANTED_LANGUAGES = ["eng", "chi_sim"];
const PROBE_TIMEOUT_MS = 10_000;
/** One page's OCR: a dense A4 page at 300 dpi takes about 3 s here; a picture that takes 20 times that is given up. */
export const OCR_PAGE_TIMEOUT_MS = 60_000;
/** A page's recognised text is cut here, like a page's extracted text (pdf-worker.mjs). */
const OCR_TEXT_MAX = 50_000;
/** Output past this is not a page of text: tesseract is stopped. */
const OCR_OUTPUT_MAX_BYTES = 512 * 1024;

export interface CommandResult {
  code: number | null;
  stdout: string;
  timedOut: boolean;
  tooLong: boolean;
}

/**
 * Runs a command with `input` on stdin and collects stdout, bounded: killed past `timeoutMs` or once
 * stdout passes `maxBytes`. Never rejects: a missing binary answers code null.
 */
export function runCommand(
  file: string,
  args: string[],
  options: { input?: Uint8Array; timeoutMs: number; maxBytes: number },
): Promise<CommandResult> {
  return new Promise((resolve) => {
    // One thread: the machine's other core stays for the server, and tesseract's OpenMP threads were
    // slower than one on a busy 2-core machine (6.3 s against 3.3 s for a page).
    const child = spawn(file, args, {
      stdio: ["pipe", "pipe", "ignore"],
      env: { ...process.env, OMP_THREAD_LIMIT: "1" },
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let timedOut = false;
    let tooLong = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxBytes) {
        tooLong = true;
        child.kill("SIGKILL");
      } else chunks.push(chunk);
    });
    // A child that ends before reading all of stdin (a bad picture) closes the pipe: not an error here.
    child.stdin.on("error", () => {});
    child.on("error", () => {
      clearTimeout(timer);
      resolve({ code: null, stdout: "", timedOut, tooLong });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(chunks).toString("utf8"), timedOut, tooLong });
    });
    child.stdin.end(options.input ?? new Uint8Array());
  });
}

/** pdfjs renders pages with @napi-rs/canvas, its optional dependency: without it there is nothing to OCR. */
function canvasInstalled(): boolean {
  try {
    createRequire(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")).resolve(
      "@napi-rs/canvas",
    );
    return true;
  } catch {
    return false;
  }
}

async function detect(): Promise<OcrEngine> {
  const bounded = { timeoutMs: PROBE_TIMEOUT_MS, maxBytes: 64 * 1024 };
  const version = await runCommand("tesseract", ["--version"], bounded);
  if (version.code !== 0 || !canvasInstalled()) return { available: false, reason: "notInstalled" };
  const listed = await runCommand("tesseract", ["--list-langs"], bounded);
  const installed = new Set(listed.stdout.split(/\s+/u));
  const languages = WANTED_LANGUAGES.filter((language) => installed.has(language));
  if (languages.length === 0) return { available: false, reason: "notInstalled" };
  return { available: true, version: /tesseract\s+(\S+)/u.exec(version.stdout)?.[1] ?? "?", languages };
}

let detected: Promise<OcrEngine> | null = null;

/** The OCR engine of this process: asked once (a few ms at start), then remembered. */
export function ocrEngine(setting: "auto" | "off"): Promise<OcrEngine> {
  if (setting === "off") return Promise.resolve({ available: false, reason: "off" });
  detected ??= detect();
  return detected;
}

/** Forgets what was found, so a test can look again with another PATH. */
export function forgetOcrEngineForTest() {
  detected = null;
}

/** The start's log line about OCR, so an owner sees at once whether scanned PDFs can be read. */
export async function ocrStartLine(setting: "auto" | "off"): Promise<string> {
  const engine = await ocrEngine(setting);
  if (engine.available)
    return `PDF OCR: tesseract ${engine.version} (${engine.languages.join("+")}) reads scanned pages`;
  return engine.reason === "off"
    ? "PDF OCR: off (PDF_OCR=off)"
    : "PDF OCR: off (install Debian's tesseract-ocr to read scanned PDFs)";
}

/** At most one tesseract at a time in this process: the machine has 2 cores and the server needs one. */
const ocrQueue = new WorkQueue(1, Number.POSITIVE_INFINITY);

/** Chinese (and Japanese) characters that tesseract prints with a space between each two. */
const CJK_GAP =
  /(?<=[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]) (?=[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef])/gu;

/** Tesseract's text tidied: form feeds and trailing spaces gone, CJK characters joined again, NFKC. */
export function tidyOcrText(text: string): string {
  return text
    .replace(/\f/gu, "")
    .replace(/[ \t]+$/gmu, "")
    .replace(CJK_GAP, "")
    .replace(/\n{3,}/gu, "\n\n")
    .normalize("NFKC")
    .trim()
    .slice(0, OCR_TEXT_MAX);
}

/**
 * The text of one page's picture (a binary PGM, grayscale), or "" when tesseract fails, runs past
 * its time or writes more than a page could hold. Waits its turn behind other pages of this process.
 */
export function recognizePage(
  engine: Extract<OcrEngine, { available: true }>,
  image: Uint8Array,
  dpi: number,
): Promise<string> {
  return ocrQueue.run(async () => {
    const args = ["stdin", "stdout", "-l", engine.languages.join("+"), "--psm", "3", "--dpi", String(dpi)];
    const result = await runCommand("tesseract", args, {
      input: image,
      timeoutMs: OCR_PAGE_TIMEOUT_MS,
      maxBytes: OCR_OUTPUT_MAX_BYTES,
    });
    return result.code === 0 ? tidyOcrText(result.stdout) : "";
  });
}
