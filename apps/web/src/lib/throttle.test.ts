import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the first call at once and one trailing call per interval", () => {
    const run = vi.fn();
    const throttled = throttle(run, 50);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(49);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("runs at once again after a quiet interval", () => {
    const run = vi.fn();
    const throttled = throttle(run, 50);
    throttled();
    vi.advanceTimersByTime(60);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("drops the pending call when cancelled", () => {
    const run = vi.fn();
    const throttled = throttle(run, 50);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
