import { describe, expect, it } from "vitest";
import { currentClip, IDLE, overallProgress, type PlaybackEvent, reducePlayback } from "./playback";

const run = (...events: PlaybackEvent[]) => events.reduce(reducePlayback, IDLE);
const loaded = (key: string, clips: string[]): PlaybackEvent[] => [
  { type: "load", key },
  { type: "loaded", key, clips },
];

describe("reducePlayback", () => {
  it("plays the clips in order, then stops by itself", () => {
    let state = run(...loaded("msg:1", ["a", "b", "c"]));
    expect(state).toMatchObject({ status: "playing", index: 0 });
    expect(currentClip(state)).toBe("a");
    state = reducePlayback(state, { type: "ended", key: "msg:1" });
    expect(currentClip(state)).toBe("b");
    state = reducePlayback(state, { type: "ended", key: "msg:1" });
    expect(currentClip(state)).toBe("c");
    state = reducePlayback(state, { type: "ended", key: "msg:1" });
    expect(state).toEqual(IDLE);
    expect(currentClip(state)).toBeNull();
  });

  it("shows progress over the whole reply, not the current clip", () => {
    let state = run(...loaded("msg:1", ["a", "b"]));
    state = reducePlayback(state, { type: "time", key: "msg:1", currentTime: 1, duration: 2 });
    expect(state.progress).toBe(0.25);
    state = reducePlayback(state, { type: "ended", key: "msg:1" });
    expect(state.progress).toBe(0.5);
    state = reducePlayback(state, { type: "time", key: "msg:1", currentTime: 3, duration: 4 });
    expect(state.progress).toBe(0.875);
  });

  it("lets one thing play at a time: a new start drops the old one's late events", () => {
    let state = run(...loaded("msg:1", ["a", "b"]), { type: "load", key: "msg:2" });
    expect(state).toMatchObject({ key: "msg:2", status: "loading" });
    state = reducePlayback(state, { type: "ended", key: "msg:1" });
    state = reducePlayback(state, { type: "loaded", key: "msg:1", clips: ["x"] });
    expect(state).toMatchObject({ key: "msg:2", status: "loading", clips: [] });
    state = reducePlayback(state, { type: "loaded", key: "msg:2", clips: ["m"] });
    expect(currentClip(state)).toBe("m");
  });

  it("stops on request, and ignores what the stopped player still reports", () => {
    let state = run(...loaded("msg:1", ["a", "b"]), { type: "stop" });
    expect(state).toEqual(IDLE);
    state = reducePlayback(state, { type: "ended", key: "msg:1" });
    expect(state).toEqual(IDLE);
  });

  it("keeps the place when the browser refuses to start, and says why a load failed", () => {
    const blocked = run(...loaded("msg:1", ["a"]), { type: "blocked", key: "msg:1" });
    expect(blocked).toMatchObject({ status: "blocked", key: "msg:1", clips: ["a"] });
    expect(currentClip(blocked)).toBeNull();
    const failed = run({ type: "load", key: "msg:1" }, { type: "failed", key: "msg:1", message: "off" });
    expect(failed).toMatchObject({ status: "failed", error: "off", key: "msg:1" });
  });

  it("treats a reply with no clips as a failure, not as playing", () => {
    expect(run(...loaded("msg:1", []))).toMatchObject({ status: "failed" });
  });
});

describe("overallProgress", () => {
  it("ignores an unknown duration and stays within 0…1", () => {
    expect(overallProgress(1, 4, 5, Number.NaN)).toBe(0.25);
    expect(overallProgress(0, 0, 1, 1)).toBe(0);
    expect(overallProgress(3, 4, 9, 4)).toBe(1);
  });
});
