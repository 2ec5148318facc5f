import { describe, expect, it } from "vitest";
import {
  canAddSample,
  canStop,
  hasEnoughSamples,
  initialRecorder,
  mustStop,
  type RecorderEvent,
  type RecorderState,
  reduceRecorder,
  secondsUntilStop,
} from "./recorder";

type State = RecorderState<string>;
const run = (state: State, ...events: RecorderEvent<string>[]) =>
  events.reduce(reduceRecorder<string>, state);
const ready = run(initialRecorder, { type: "ask" }, { type: "granted" });

/** Records one sample into `slot` from `at` for `ms`, kept as `audio`. */
const record = (state: State, slot: number, audio: string, at = 0, ms = 4000): State =>
  run(
    state,
    { type: "start", slot, now: at },
    { type: "stop", now: at + ms },
    { type: "saved", take: { audio, seconds: ms / 1000 } },
  );

const withSamples = (count: number) =>
  Array.from({ length: count }, (_, index) => `s${index + 1}`).reduce(
    (state, audio, index) => record(state, index, audio),
    ready,
  );

describe("the microphone", () => {
  it("asks, then records once allowed", () => {
    expect(run(initialRecorder, { type: "ask" }).phase).toBe("asking");
    expect(ready.phase).toBe("ready");
    expect(run(initialRecorder, { type: "start", slot: 0, now: 0 }).phase).toBe("idle");
  });

  it("says when it was refused and may ask again", () => {
    const denied = run(initialRecorder, { type: "ask" }, { type: "denied" });
    expect(denied).toMatchObject({ phase: "denied", error: "denied" });
    expect(run(denied, { type: "ask" })).toMatchObject({ phase: "asking", error: null });
  });
});

describe("recording a sample", () => {
  it("keeps Stop disabled for the first 3 seconds, counting down", () => {
    const recording = run(ready, { type: "start", slot: 0, now: 1000 });
    expect(recording.phase).toBe("recording");
    expect(secondsUntilStop(recording, 1000)).toBe(3);
    expect(secondsUntilStop(recording, 2500)).toBe(2);
    expect(canStop(recording, 3999)).toBe(false);
    expect(run(recording, { type: "stop", now: 3999 }).phase).toBe("recording");
    expect(canStop(recording, 4000)).toBe(true);
    expect(secondsUntilStop(recording, 4000)).toBe(0);
    expect(run(recording, { type: "stop", now: 4000 }).phase).toBe("processing");
  });

  it("stops by itself at the longest sample the server takes", () => {
    const recording = run(ready, { type: "start", slot: 0, now: 0 });
    expect(mustStop(recording, 59_999)).toBe(false);
    expect(mustStop(recording, 60_000)).toBe(true);
  });

  it("adds samples in order and re-records one in its place", () => {
    let state = withSamples(3);
    expect(state.takes.map((take) => take.audio)).toEqual(["s1", "s2", "s3"]);
    state = record(state, 1, "again");
    expect(state.takes.map((take) => take.audio)).toEqual(["s1", "again", "s3"]);
  });

  it("removes any sample", () => {
    const state = run(withSamples(3), { type: "remove", index: 0 });
    expect(state.takes.map((take) => take.audio)).toEqual(["s2", "s3"]);
  });

  it("refuses a slot beyond the next one", () => {
    expect(run(withSamples(2), { type: "start", slot: 3, now: 0 }).phase).toBe("ready");
    expect(run(withSamples(2), { type: "start", slot: -1, now: 0 }).phase).toBe("ready");
  });

  it("drops a sample that could not be converted and says why", () => {
    const state = run(
      ready,
      { type: "start", slot: 0, now: 0 },
      { type: "stop", now: 5000 },
      { type: "discarded", error: "unreadable" },
    );
    expect(state).toMatchObject({ phase: "ready", error: "unreadable", takes: [] });
  });
});

describe("how many samples", () => {
  it("trains with 5 to 10 samples and takes no 11th", () => {
    expect(hasEnoughSamples(withSamples(4))).toBe(false);
    expect(hasEnoughSamples(withSamples(5))).toBe(true);
    const ten = withSamples(10);
    expect(hasEnoughSamples(ten)).toBe(true);
    expect(canAddSample(ten)).toBe(false);
    expect(run(ten, { type: "start", slot: 10, now: 0 }).phase).toBe("ready");
    expect(run(ten, { type: "start", slot: 9, now: 0 }).phase).toBe("recording");
  });
});
