import { VOICE_LIMITS } from "@fable/contract";

/**
 * The live recording of voice samples as a state machine (spec §5: 5-10 samples, each over 3 seconds):
 * ask for the microphone, record one sample at a time into a new slot or over an old one, keep it
 * once converted, remove any. Pure (time comes in as `now`), so useRecorder.ts holds only the browser.
 */
export interface Take<Audio> {
  audio: Audio;
  seconds: number;
}

export type RecorderPhase = "idle" | "asking" | "denied" | "ready" | "recording" | "processing";

export interface RecorderState<Audio> {
  phase: RecorderPhase;
  takes: Take<Audio>[];
  /** The slot being recorded: an existing take's index (re-record) or takes.length (a new one). */
  slot: number | null;
  startedAt: number | null;
  /** Why the last step did not work: "denied", "tooShort", "unreadable". */
  error: "denied" | "tooShort" | "unreadable" | null;
}

export type RecorderEvent<Audio> =
  | { type: "ask" }
  | { type: "granted" }
  | { type: "denied" }
  | { type: "start"; slot: number; now: number }
  | { type: "stop"; now: number }
  | { type: "saved"; take: Take<Audio> }
  | { type: "discarded"; error: "tooShort" | "unreadable" }
  | { type: "remove"; index: number }
  | { type: "released" };

export const initialRecorder: RecorderState<never> = {
  phase: "idle",
  takes: [],
  slot: null,
  startedAt: null,
  error: null,
};

const MIN_MS = VOICE_LIMITS.sampleMinSeconds * 1000;
const MAX_MS = VOICE_LIMITS.sampleMaxSeconds * 1000;

export const elapsedMs = (state: RecorderState<unknown>, now: number) =>
  state.phase === "recording" && state.startedAt !== null ? Math.max(0, now - state.startedAt) : 0;

/** Stop stays disabled until the sample is long enough (over 3 s). */
export const canStop = (state: RecorderState<unknown>, now: number) =>
  state.phase === "recording" && elapsedMs(state, now) >= MIN_MS;

/** A sample stops by itself at the longest length the server takes. */
export const mustStop = (state: RecorderState<unknown>, now: number) =>
  state.phase === "recording" && elapsedMs(state, now) >= MAX_MS;

/** Whole seconds left before Stop is allowed (the countdown shown while recording), 0 once it is. */
export const secondsUntilStop = (state: RecorderState<unknown>, now: number) =>
  state.phase === "recording" ? Math.max(0, Math.ceil((MIN_MS - elapsedMs(state, now)) / 1000)) : 0;

export const canAddSample = (state: RecorderState<unknown>) =>
  state.phase === "ready" && state.takes.length < VOICE_LIMITS.samplesMax;

/** Enough samples to train, and not too many. */
export const hasEnoughSamples = (state: RecorderState<unknown>) =>
  state.takes.length >= VOICE_LIMITS.samplesMin && state.takes.length <= VOICE_LIMITS.samplesMax;

export function reduceRecorder<Audio>(
  state: RecorderState<Audio>,
  event: RecorderEvent<Audio>,
): RecorderState<Audio> {
  switch (event.type) {
    case "ask":
      return state.phase === "idle" || state.phase === "denied"
        ? { ...state, phase: "asking", error: null }
        : state;
    case "granted":
      return state.phase === "asking" ? { ...state, phase: "ready" } : state;
    case "denied":
      return state.phase === "asking" ? { ...state, phase: "denied", error: "denied" } : state;
    case "start": {
      if (state.phase !== "ready") return state;
      const valid =
        event.slot < state.takes.length || (event.slot === state.takes.length && canAddSample(state));
      if (!valid || event.slot < 0) return state;
      return { ...state, phase: "recording", slot: event.slot, startedAt: event.now, error: null };
    }
    case "stop":
      return canStop(state, event.now) ? { ...state, phase: "processing" } : state;
    case "saved": {
      if (state.phase !== "processing" || state.slot === null) return state;
      const takes = [...state.takes];
      takes[state.slot] = event.take;
      return { ...state, phase: "ready", takes, slot: null, startedAt: null };
    }
    case "discarded":
      return state.phase === "processing"
        ? { ...state, phase: "ready", slot: null, startedAt: null, error: event.error }
        : state;
    case "remove":
      return state.phase === "ready"
        ? { ...state, takes: state.takes.filter((_, index) => index !== event.index) }
        : state;
    case "released":
      return { ...state, phase: "idle", slot: null, startedAt: null };
  }
}
