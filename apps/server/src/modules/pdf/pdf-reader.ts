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
  /**
   * How much the process may grow while reading. pdfjs inflates streams into typed arrays, which live
   * outside the heap limit: a 4 MB file of deflated zeros grew the process by 8 GB before this.
   */
  rssGrowthMb: number;
}

/** How often the process's size is looked at while a PDF is read (growth is ~100 MB/s at worst). */
const MEMORY_CHECK_MS = 50;

/** What the reader tells as it goes, so the job can show progress. */
export interface ReadEvents {
  opened(pageCount: number, pagesRead: number): void | Promise<void>;
  /** A page's text; `ocr` when it was read from the page's picture. */
  page(page: number, text: string, ocr: boolean): void | Promise<void>;
}

/** Pictures of pages for OCR: drawn at `dpi`, at most `maxPixels` pixels and `maxSide` per side. */
export interface RenderLimits {
  dpi: number;
  maxPixels: number;
  maxSide: number;
  /** Drawing one page may take this long; past it the reading stops as too complex. */
  timeLimitMs: number;
}

/**
 * OCR while reading: `wants` says whether a page's extracted text is too poor (it is asked for pages
 * in order and may count them), `recognize` reads a picture. Time spent recognizing does not count
 * against the reading's time limit (tesseract has its own), drawing counts against `render`'s.
 */
export interface OcrPlan {
  render: RenderLimits;
  wants(text: string): boolean;
  recognize(image: Uint8Array, dpi: number): Promise<string>;
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
  | { type: "image"; page: number; image: Uint8Array | null; dpi: number }
  | { type: "done" }
  | { type: "failed"; reason: ReadFailure; detail: string };

/** A time limit that can be paused (while a page is drawn or recognized, which have their own). */
function pausableTimer(ms: number, fire: () => void) {
  let left = ms;
  let started = Date.now();
  let timer: NodeJS.Timeout | null = setTimeout(fire, ms);
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    stop,
    pause() {
      stop();
      left -= Date.now() - started;
    },
    resume() {
      started = Date.now();
      timer = setTimeout(fire, Math.max(0, left));
    },
  };
}

/**
 * Reads a PDF's text page by page in a worker thread with a heap limit and a time limit: pdfjs parses
 * on that thread, so no request waits on it, and a hostile file costs at most the limits. Pages past
 * `maxPages` are not read. Events are awaited in order, so the caller may write to the database in them.
 * With `ocr`, a page whose text it wants read is drawn by the worker and recognized before its event.
 */
export function readPdfText(
  bytes: Uint8Array,
  limits: ReadLimits,
  events: ReadEvents,
  ocr?: OcrPlan,
): Promise<ReadOutcome> {
  return new Promise((resolve, reject) => {
    const data = new Uint8Array(bytes);
    const render = ocr
      ? { dpi: ocr.render.dpi, maxPixels: ocr.render.maxPixels, maxSide: ocr.render.maxSide }
      : null;
    const worker = new Worker(workerFile(), {
      workerData: { data, maxPages: limits.maxPages, ocr: render, ...PDFJS_DATA },
      transferList: [data.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    let pageCount = 0;
    let queue: Promise<void> = Promise.resolve();
    /** Set while a page's picture is awaited: the worker's "image" message resolves it. */
    let awaitImage: ((message: Extract<WorkerMessage, { type: "image" }>) => void) | null = null;
    const finish = (outcome: ReadOutcome | Error) => {
      if (settled) return;
      settled = true;
      clock.stop();
      clearInterval(memoryWatch);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const tooComplex = () => finish({ ok: false, failure: "tooComplex" });
    const clock = pausableTimer(limits.timeLimitMs, tooComplex);
    // The process is measured, not the worker (Node cannot tell a thread's memory): other work
    // growing meanwhile counts too, which the margin of rssGrowthMb over a normal reading allows for.
    const rssAtStart = process.memoryUsage.rss();
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - rssAtStart > limits.rssGrowthMb * 1024 * 1024) tooComplex();
    }, MEMORY_CHECK_MS);

    /** A page whose text the plan wants read by OCR: its picture drawn (in order, one at a time) and read. */
    const recognizePage = async (plan: OcrPlan, page: number, text: string) => {
      clock.pause();
      const drawLimit = setTimeout(tooComplex, plan.render.timeLimitMs);
      const drawn = await new Promise<Extract<WorkerMessage, { type: "image" }>>((take) => {
        awaitImage = take;
        worker.postMessage("render");
      });
      clearTimeout(drawLimit);
      if (settled) return;
      const recognized = drawn.image ? await plan.recognize(drawn.image, drawn.dpi) : "";
      if (settled) return;
      clock.resume();
      await events.page(page, recognized || text, recognized !== "");
    };

    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "image") {
        awaitImage?.(message);
        awaitImage = null;
        return;
      }
      // The worker waits for a word after each page: a page with text goes on at once (not after the
      // events queued before it), a page for OCR only when its turn comes, so one picture at a time.
      const forOcr = message.type === "page" && ocr ? ocr.wants(message.text) : false;
      if (message.type === "page" && ocr && !forOcr) worker.postMessage("next");
      queue = queue
        .then(async () => {
          if (settled) return;
          if (message.type === "opened") {
            pageCount = message.pageCount;
            await events.opened(message.pageCount, message.pages);
          } else if (message.type === "page")
            await (forOcr && ocr
              ? recognizePage(ocr, message.page, message.text)
              : events.page(message.page, message.text, false));
          else if (message.type === "done") finish({ ok: true, pageCount });
          else finish({ ok: false, failure: message.reason });
        })
        .catch((error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a stack overflow or any crash of pdfjs: too much to
    // read. A picture still awaited will never come: the reading ends now rather than after the queue.
    const ended = () => (awaitImage ? tooComplex() : void queue.then(tooComplex));
    worker.on("error", ended);
    worker.on("exit", ended);
  });
}
