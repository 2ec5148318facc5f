/**
 * What the one voice player of the app is doing (decision 0035): which reply (or preview) it plays,
 * its clips in order, which one sounds now and how far the whole has come. Pure, so the order of
 * clips, stopping and a refused start are tested without a browser; stores/voicePlayer.ts drives an
 * HTMLAudioElement from it.
 */
export type PlaybackStatus = "idle" | "loading" | "playing" | "blocked" | "failed";

export interface PlaybackState {
  /** What is playing: "msg:<msgId>", "pack:<id>", "voice:<id>"; null when nothing is. */
  key: string | null;
  status: PlaybackStatus;
  clips: readonly string[];
  index: number;
  /** 0…1 over the whole reply: each clip an equal share (their lengths are not known ahead). */
  progress: number;
  /** Why the last attempt did not play (a server message), for the button's title. */
  error: string | null;
}

export type PlaybackEvent =
  | { type: "load"; key: string }
  | { type: "loaded"; key: string; clips: readonly string[] }
  | { type: "time"; key: string; currentTime: number; duration: number }
  | { type: "ended"; key: string }
  | { type: "blocked"; key: string }
  | { type: "failed"; key: string; message: string }
  | { type: "stop" };

export const IDLE: PlaybackState = {
  key: null,
  status: "idle",
  clips: [],
  index: 0,
  progress: 0,
  error: null,
};

const clamp = (value: number) => Math.max(0, Math.min(1, value));

/** Progress over the whole: finished clips, plus the part heard of the current one. */
export function overallProgress(index: number, count: number, currentTime: number, duration: number): number {
  if (count <= 0) return 0;
  const part = Number.isFinite(duration) && duration > 0 ? clamp(currentTime / duration) : 0;
  return clamp((index + part) / count);
}

export function reducePlayback(state: PlaybackState, event: PlaybackEvent): PlaybackState {
  if (event.type === "stop") return IDLE;
  if (event.type === "load") return { ...IDLE, key: event.key, status: "loading" };
  // An event of something no longer playing (stopped, or another reply started) changes nothing.
  if (event.key !== state.key) return state;
  switch (event.type) {
    case "loaded":
      if (event.clips.length === 0) return { ...IDLE, key: event.key, status: "failed" };
      return { ...state, status: "playing", clips: event.clips, index: 0, progress: 0 };
    case "time":
      if (state.status !== "playing") return state;
      return {
        ...state,
        progress: overallProgress(state.index, state.clips.length, event.currentTime, event.duration),
      };
    case "ended": {
      const next = state.index + 1;
      if (next >= state.clips.length) return IDLE;
      return { ...state, index: next, progress: overallProgress(next, state.clips.length, 0, 0) };
    }
    case "blocked":
      return { ...state, status: "blocked" };
    case "failed":
      return { ...IDLE, key: event.key, status: "failed", error: event.message };
  }
}

/** The clip the player should sound now, or null. */
export const currentClip = (state: PlaybackState): string | null =>
  state.status === "playing" ? (state.clips[state.index] ?? null) : null;
