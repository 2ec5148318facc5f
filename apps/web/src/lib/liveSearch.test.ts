import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveSearch } from "./liveSearch";

/** A search whose answers the test releases by hand, recording the signal of every call. */
function controlledSearch() {
  const calls: { text: string; signal: AbortSignal; resolve: (value: string) => void }[] = [];
  const search = (text: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ text, signal, resolve });
      signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
  return { calls, search };
}

describe("createLiveSearch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("searches only once the text has been still for the delay", async () => {
    const { calls, search } = controlledSearch();
    const onResult = vi.fn();
    const live = createLiveSearch({ delayMs: 500, search, onResult });
    live.update("l");
    await vi.advanceTimersByTimeAsync(300);
    live.update("lu");
    await vi.advanceTimersByTimeAsync(300);
    live.update("luna");
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.text)).toEqual(["luna"]);
    calls[0]!.resolve("found");
    await vi.runAllTimersAsync();
    expect(onResult).toHaveBeenCalledWith("luna", "found");
  });

  it("aborts the request under way when the text changes, and drops its late answer", async () => {
    const { calls, search } = controlledSearch();
    const onResult = vi.fn();
    const onFailure = vi.fn();
    const live = createLiveSearch({ delayMs: 500, search, onResult, onFailure });
    live.update("sher");
    await vi.advanceTimersByTimeAsync(500);
    live.update("sherlock");
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.resolve("stale");
    calls[1]!.resolve("fresh");
    await vi.runAllTimersAsync();
    expect(onResult.mock.calls).toEqual([["sherlock", "fresh"]]);
    // The aborted request is not reported as a failure either.
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("reports a real failure and searches nothing for an empty text", async () => {
    const onFailure = vi.fn();
    const search = vi.fn(async () => {
      throw new Error("offline");
    });
    const live = createLiveSearch({ delayMs: 500, search, onResult: vi.fn(), onFailure });
    live.update("");
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
    live.update("kai");
    await vi.advanceTimersByTimeAsync(500);
    expect(onFailure).toHaveBeenCalledWith("kai", expect.any(Error));
  });

  it("cancel stops a pending wait", async () => {
    const { calls, search } = controlledSearch();
    const live = createLiveSearch({ delayMs: 500, search, onResult: vi.fn() });
    live.update("mira");
    live.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });
});
