import { describe, expect, it } from "vitest";
import { oneAtATime } from "./oneAtATime";

describe("oneAtATime", () => {
  it("ignores a call while the first is still running, and runs again once it is done", async () => {
    const flag = { current: false };
    let runs = 0;
    let finish = () => {};
    const task = () => {
      runs += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    const first = oneAtATime(flag, task);
    expect(await oneAtATime(flag, task)).toBe(false);
    expect(runs).toBe(1);
    finish();
    expect(await first).toBe(true);
    const third = oneAtATime(flag, task);
    finish();
    expect(await third).toBe(true);
    expect(runs).toBe(2);
  });

  it("lets go after a failed run, passing its error on", async () => {
    const flag = { current: false };
    await expect(oneAtATime(flag, () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    expect(flag.current).toBe(false);
    expect(await oneAtATime(flag, () => Promise.resolve())).toBe(true);
  });
});
