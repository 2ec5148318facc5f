import { LIMITS } from "@fable/contract";

/**
 * Batches what is handed to it and sends at most one batch per `intervalMs` (docs/product.md#tracking:
 * tracking is batched every second), up to `maxBatch` events a request. Sending never throws back into the
 * app: a failed batch is dropped, since tracking must never block or break the page.
 */
export function createBatchQueue<T>({
  send,
  intervalMs = LIMITS.trackingBatchMs,
  maxBatch = LIMITS.trackingBatch,
  schedule = (run: () => void, ms: number) => setTimeout(run, ms),
}: {
  send: (batch: T[]) => Promise<unknown> | undefined;
  intervalMs?: number;
  maxBatch?: number;
  schedule?: (run: () => void, ms: number) => unknown;
}) {
  let queued: T[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    while (queued.length > 0) {
      const batch = queued.slice(0, maxBatch);
      queued = queued.slice(maxBatch);
      try {
        send(batch)?.catch(() => undefined);
      } catch {
        // Dropped: see above.
      }
    }
  };

  return {
    add(item: T) {
      queued.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(flush, intervalMs);
      }
    },
    /** Sends what is queued now (the page is being hidden or left). */
    flush,
    get size() {
      return queued.length;
    },
  };
}
