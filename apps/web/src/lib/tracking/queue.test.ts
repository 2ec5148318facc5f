import { describe, expect, it } from "vitest";
import { createBatchQueue } from "./queue";

function manualTimer() {
  const runs: (() => void)[] = [];
  return {
    schedule: (run: () => void) => runs.push(run),
    fire: () => {
      for (const run of runs.splice(0)) run();
    },
  };
}

describe("createBatchQueue", () => {
  it("sends once per interval, everything queued meanwhile in one batch", () => {
    const timer = manualTimer();
    const sent: number[][] = [];
    const queue = createBatchQueue<number>({
      send: (batch) => void sent.push(batch),
      schedule: timer.schedule,
    });
    queue.add(1);
    queue.add(2);
    expect(sent).toEqual([]);
    timer.fire();
    expect(sent).toEqual([[1, 2]]);
    queue.add(3);
    timer.fire();
    expect(sent).toEqual([[1, 2], [3]]);
  });

  it("splits what exceeds a batch into several requests", () => {
    const timer = manualTimer();
    const sent: number[][] = [];
    const queue = createBatchQueue<number>({
      send: (batch) => void sent.push(batch),
      schedule: timer.schedule,
      maxBatch: 2,
    });
    for (const item of [1, 2, 3, 4, 5]) queue.add(item);
    timer.fire();
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
    expect(queue.size).toBe(0);
  });

  it("never lets a failed send reach the page", async () => {
    const timer = manualTimer();
    const queue = createBatchQueue<number>({
      send: () => Promise.reject(new Error("offline")),
      schedule: timer.schedule,
    });
    queue.add(1);
    expect(() => timer.fire()).not.toThrow();
    const throwing = createBatchQueue<number>({
      send: () => {
        throw new Error("boom");
      },
      schedule: timer.schedule,
    });
    throwing.add(1);
    expect(() => throwing.flush()).not.toThrow();
  });
});
