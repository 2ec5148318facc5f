import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** Why a PDF could not be read (each a PdfMessages id). */
export type ReadFailure = "encrypted" | "corrupt" | "tooComplex";

export interface ReadLimits {
  maxPages: number;
  /** The whole reading is stopped past this (a hostile file may take forever on one page). */
  timeLimitMs: number;
  /** The worker's JavaScript heap: a decompression bomb ends the worker, not the server. */
  heapMb: number;
}

/** What the reader tells as it goes, so the job can show progress. */
export interface ReadEvents {
  opened(pageCount: number, pagesRead: number): void | Promise<void>;
  page(page: number, text: string): void | Promise<void>;
}

export type ReadOutcome = { ok: true; pageCount: number } | { ok: false; failure: ReadFailure };

// pdfjs needs its character maps (CJK text comes out empty without them) and standard fonts. In Node it
// reads them with fs.readFile, so they are plain paths (a file:// string would not be found).
const pdfjsRoot = path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  path.sep,
);
const PDFJS_DATA = {
  cMapUrl: path.join(pdfjsRoot, "cmaps", path.sep),
  standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts", path.sep),
};

/** The worker's file beside this one in the sources, or under dist/modules/pdf/ in the built server. */
function workerFile(): URL {
  const beside = new URL("./pdf-worker.mjs", import.meta.url);
  return existsSync(beside) ? beside : new URL("./modules/pdf/pdf-worker.mjs", import.meta.url);
}

type WorkerMessage =
  | { type: "opened"; pageCount: number; pages: number }
  | { type: "page"; page: number; text: string }
  | { type: "done" }
  | { type: "failed"; reason: ReadFailure; detail: string };

/**
 * Reads a PDF's text page by page in a worker thread with a heap limit and a time limit: pdfjs parses
 * on that thread, so no request waits on it, and a hostile file costs at most the limits. Pages past
 * `maxPages` are not read. Events are awaited in order, so the caller may write to the database in them.
 */
export function readPdfText(bytes: Uint8Array, limits: ReadLimits, events: ReadEvents): Promise<ReadOutcome> {
  return new Promise((resolve, reject) => {
    const data = new Uint8Array(bytes);
    const worker = new Worker(workerFile(), {
      workerData: { data, maxPages: limits.maxPages, ...PDFJS_DATA },
      transferList: [data.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    let pageCount = 0;
    let queue: Promise<void> = Promise.resolve();
    const finish = (outcome: ReadOutcome | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, failure: "tooComplex" }), limits.timeLimitMs);
    worker.on("message", (message: WorkerMessage) => {
      queue = queue
        .then(async () => {
          if (settled) return;
          if (message.type === "opened") {
            pageCount = message.pageCount;
            await events.opened(message.pageCount, message.pages);
          } else if (message.type === "page") await events.page(message.page, message.text);
          else if (message.type === "done") finish({ ok: true, pageCount });
          else finish({ ok: false, failure: message.reason });
        })
        .catch((error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a stack overflow or any crash of pdfjs: too much to read.
    worker.on("error", () => queue.then(() => finish({ ok: false, failure: "tooComplex" })));
    worker.on("exit", () => queue.then(() => finish({ ok: false, failure: "tooComplex" })));
  });
}
