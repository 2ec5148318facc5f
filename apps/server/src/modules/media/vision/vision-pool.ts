import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { QueueFull, WorkQueue } from "../../../work-queue.ts";

/** What the worker is asked: raw RGB pixels (3 bytes each, row by row) of a picture sharp decoded. */
export interface VisionTask {
  kind: "faces" | "moderation";
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * Why a picture could not be checked: the models did not load or the worker died, the check took
 * too long, too much is waiting, or the model failed on this picture.
 */
export class VisionFailure extends Error {
  constructor(
    readonly reason: "unavailable" | "timeout" | "busy" | "failed",
    detail: string,
  ) {
    super(detail);
    this.name = "VisionFailure";
  }
}

export interface VisionPoolOptions {
  /** One picture may take this long once the models are loaded; past it the worker is ended and restarted. */
  pictureTimeoutMs: number;
  /** Loading the models (about 2-5 s here) may take this long. */
  loadTimeoutMs: number;
  /** Pictures waiting beyond the one being checked; more are refused as busy. */
  maxWaiting: number;
}

const DEFAULTS: VisionPoolOptions = { pictureTimeoutMs: 5_000, loadTimeoutMs: 60_000, maxWaiting: 16 };

/** The worker's JavaScript heap (the models' weights and tensors live in wasm memory, outside it). */
const WORKER_HEAP_MB = 256;

/** The worker's file beside this one in the sources, or under dist/modules/media/vision/ in the built server. */
function workerFile(): URL {
  const beside = new URL("./vision-worker.mjs", import.meta.url);
  return existsSync(beside) ? beside : new URL("./modules/media/vision/vision-worker.mjs", import.meta.url);
}

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; unavailable: boolean; detail: string };

/**
 * One worker thread running the picture models, never the event loop: on 2 cores one worker keeps a
 * core for requests. Tasks go one at a time through a bounded queue; a task that takes too long ends
 * the worker (a stuck model cannot be interrupted otherwise) and the next one starts a fresh worker,
 * which loads the models again. A worker that dies fails its task with a clear reason, never a hang.
 */
export class VisionPool {
  private readonly options: VisionPoolOptions;
  private readonly queue: WorkQueue;
  private worker: Worker | null = null;
  /** Whether the current worker answered once (its models are loaded): later tasks get the short timeout. */
  private warm = false;
  private nextId = 1;
  private pending: { id: number; settle: (reply: Reply | Error) => void } | null = null;

  constructor(options: Partial<VisionPoolOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.queue = new WorkQueue(1, this.options.maxWaiting);
  }

  /** Runs one task; rejects with a VisionFailure when the picture cannot be checked. */
  async run<T>(task: VisionTask): Promise<T> {
    try {
      return (await this.queue.run(() => this.send(task))) as T;
    } catch (error) {
      if (error instanceof QueueFull) throw new VisionFailure("busy", "the picture check queue is full");
      throw error;
    }
  }

  /** Ends the worker (a pending task fails as unavailable). The next task starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(workerFile(), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    this.warm = false;
    worker.on("message", (reply: Reply) => {
      if (this.pending?.id === reply.id) this.pending.settle(reply);
    });
    const gone = (why: string) => {
      if (this.worker === worker) this.worker = null;
      this.pending?.settle(new VisionFailure("unavailable", why));
    };
    worker.on("error", (error) => gone(`the picture check worker failed: ${error.message}`));
    worker.on("exit", (code) => gone(`the picture check worker stopped (exit code ${code})`));
    return worker;
  }

  private send(task: VisionTask): Promise<unknown> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    const timeoutMs = this.warm ? this.options.pictureTimeoutMs : this.options.loadTimeoutMs;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        settle(new VisionFailure("timeout", `the picture check took over ${timeoutMs} ms`));
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      }, timeoutMs);
      const settle = (reply: Reply | Error) => {
        if (this.pending?.id !== id) return;
        this.pending = null;
        clearTimeout(timer);
        if (reply instanceof Error) return reject(reply);
        if (reply.ok) {
          this.warm = true;
          return resolve(reply.result);
        }
        reject(new VisionFailure(reply.unavailable ? "unavailable" : "failed", reply.detail));
      };
      this.pending = { id, settle };
      const pixels = new Uint8Array(task.pixels);
      worker.postMessage({ ...task, id, pixels }, [pixels.buffer as ArrayBuffer]);
    });
  }
}
