import { describe, expect, it } from "vitest";
import { QueueFull, WorkQueue } from "./work-queue.ts";

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

describe("WorkQueue", () => {
  it("runs at most `workers` tasks at once and starts waiting ones in order as others finish", async () => {
    const queue = new WorkQueue(2, 5);
    const started: number[] = [];
    const held = [0, 1, 2, 3].map(() => heldTask());
    const runs = held.map((hold, index) =>
      queue.run(async () => {
        started.push(index);
        await hold.task();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    held[1]!.finish();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const hold of held) hold.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.size).toBe(0);
  });

  it("refuses a task at once when the workers are busy and the waiting list is full", async () => {
    const queue = new WorkQueue(1, 1);
    const hold = heldTask();
    const first = queue.run(hold.task);
    const second = queue.run(async () => "second");
    await expect(queue.run(async () => "third")).rejects.toBeInstanceOf(QueueFull);
    hold.finish();
    await first;
    expect(await second).toBe("second");
    // Room again once the queue drained.
    expect(await queue.run(async () => "fourth")).toBe("fourth");
  });

  it("frees the slot of a task that fails", async () => {
    const queue = new WorkQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await queue.run(async () => "after")).toBe("after");
  });
});
