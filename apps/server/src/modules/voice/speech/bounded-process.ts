import { spawn } from "node:child_process";
import { SpeechError } from "./speech-errors.ts";

/**
 * One run of a helper program (espeak-ng) with everything bounded: arguments as an array (never a
 * shell), text on stdin, a time limit, a cap on what it may write, and the caller's abort signal —
 * any of which kills it. At most `slots` run at once per process; the rest wait their turn in order.
 */

export interface BoundedRun {
  command: string;
  args: string[];
  stdin: string;
  timeoutMs: number;
  maxOutputBytes: number;
  signal?: AbortSignal | undefined;
}

/** A first-come queue of `slots` places, so a burst of replies cannot start a process each. */
export function processSlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function withSlot<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (running >= slots) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const place = waiting.indexOf(go);
          if (place >= 0) waiting.splice(place, 1);
          reject(new SpeechError("aborted", "stopped while waiting for a speech slot"));
        };
        const go = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        if (signal?.aborted) return onAbort();
        signal?.addEventListener("abort", onAbort, { once: true });
        waiting.push(go);
      });
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Runs the program to its end and returns its standard output; throws SpeechError on any bound. */
export function runBounded(run: BoundedRun): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(new SpeechError("aborted", `${run.command} not started`));
    const child = spawn(run.command, run.args, { stdio: ["pipe", "pipe", "pipe"], shell: false });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    let failure: SpeechError | undefined;
    const stop = (error: SpeechError) => {
      failure ??= error;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(
      () => stop(new SpeechError("timeout", `${run.command} ran over ${run.timeoutMs} ms`)),
      run.timeoutMs,
    );
    const onAbort = () => stop(new SpeechError("aborted", `${run.command} stopped by the caller`));
    run.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > run.maxOutputBytes)
        stop(new SpeechError("tooLarge", `${run.command} wrote over ${run.maxOutputBytes} bytes`));
      else chunks.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString("utf8");
    });
    // A child that dies before reading its input makes stdin error with EPIPE: the exit says why.
    child.stdin.on("error", () => {});
    child.stdin.end(run.stdin);
    child.on("error", (error) => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", onAbort);
      reject(
        new SpeechError("engineFailed", `${run.command} could not start: ${error.message}`, { cause: error }),
      );
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", onAbort);
      if (failure) return reject(failure);
      if (code !== 0) {
        return reject(
          new SpeechError("engineFailed", `${run.command} exited ${code}: ${stderr.trim().slice(0, 300)}`),
        );
      }
      resolve(new Uint8Array(Buffer.concat(chunks)));
    });
  });
}
