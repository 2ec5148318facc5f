import { create } from "zustand";
import { ApiError } from "../api/errors";
import {
  currentClip,
  IDLE,
  type PlaybackEvent,
  type PlaybackState,
  type PlaybackStatus,
  reducePlayback,
} from "../lib/playback";

/**
 * What a player needs to sound something: its clip addresses in order. The reply's `playSpeed`
 * (spec §3, 0.9 by default) is already the pace the server spoke the clips at, so they play at 1x.
 */
export interface PlaybackSource {
  playUrl: string[];
}

/**
 * How a start went: playing, refused by the browser (autoplay rules), failed (the reason in `error`),
 * or stopped before it sounded (a click again, or something else started).
 */
export type StartOutcome = Extract<PlaybackStatus, "playing" | "blocked" | "failed"> | "stopped";

interface VoicePlayerStore extends PlaybackState {
  /** Starts `key` (stopping whatever plays), or stops it when it is the one loading or playing. */
  toggle: (key: string, load: () => Promise<PlaybackSource>) => Promise<StartOutcome>;
  play: (key: string, load: () => Promise<PlaybackSource>) => Promise<StartOutcome>;
  stop: () => void;
}

/**
 * One <audio> element for the whole app (decision 0035): starting a reply stops any other, and the
 * element outlives the components so a reply goes on while the list scrolls it away.
 */
let audio: HTMLAudioElement | null = null;
/** `key#index` of the clip the element holds, so a state change does not restart the same clip. */
let loadedClip = "";
/** Settles the promise of the start under way (of `startKey`) with how its first clip went. */
let settleStart: ((outcome: StartOutcome) => void) | null = null;
let startKey = "";

/** Settles the start under way; with a key, only when it is still that key's start. */
const settle = (outcome: StartOutcome, key?: string) => {
  if (key !== undefined && key !== startKey) return;
  settleStart?.(outcome);
  settleStart = null;
};

/** A promise of how the start of `key` goes, settled by settle(). */
const awaitStart = (key: string) =>
  new Promise<StartOutcome>((resolve) => {
    settleStart = resolve;
    startKey = key;
  });

function dispatch(event: PlaybackEvent) {
  useVoicePlayer.setState((state) => reducePlayback(state, event));
  sync();
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  audio = new Audio();
  audio.preload = "auto";
  const keyOf = () => useVoicePlayer.getState().key ?? "";
  audio.addEventListener("timeupdate", () => {
    const current = audio!;
    dispatch({ type: "time", key: keyOf(), currentTime: current.currentTime, duration: current.duration });
  });
  audio.addEventListener("ended", () => dispatch({ type: "ended", key: keyOf() }));
  audio.addEventListener("error", () => {
    // A cleared source reports an error too; only a clip that should be sounding has failed.
    if (!loadedClip) return;
    dispatch({ type: "failed", key: keyOf(), message: "" });
    settle("failed", keyOf());
  });
  return audio;
}

/** Makes the element sound what the state says: the current clip at the reply's speed, or nothing. */
function sync() {
  const state = useVoicePlayer.getState();
  const clip = currentClip(state);
  if (clip === null) {
    if (state.status !== "blocked" && audio && loadedClip) {
      loadedClip = "";
      audio.pause();
      audio.removeAttribute("src");
    }
    return;
  }
  const id = `${state.key}#${state.index}`;
  if (id === loadedClip) return;
  loadedClip = id;
  const player = element();
  player.src = clip;
  start(player, state.key ?? "");
}

function start(player: HTMLAudioElement, key: string) {
  Promise.resolve(player.play()).then(
    () => settle("playing", key),
    (error: unknown) => {
      const name = error instanceof DOMException ? error.name : "";
      // Pausing or changing the source interrupts play(): that is a stop or the next clip, not a failure.
      if (name === "AbortError") return;
      if (name === "NotAllowedError") {
        dispatch({ type: "blocked", key });
        settle("blocked", key);
        return;
      }
      dispatch({ type: "failed", key, message: "" });
      settle("failed", key);
    },
  );
}

export const useVoicePlayer = create<VoicePlayerStore>()((set, get) => ({
  ...IDLE,
  toggle: async (key, load) => {
    const { key: current, status } = get();
    if (current === key && (status === "loading" || status === "playing")) {
      get().stop();
      return "stopped";
    }
    return get().play(key, load);
  },
  play: (key, load) => {
    const { key: current, status, clips } = get();
    if (current === key && status === "playing" && clips.length) return Promise.resolve("playing");
    // Whatever was starting is now stopped.
    settle("stopped");
    // A start the browser refused goes on from its place on the next click (a user gesture now).
    if (current === key && status === "blocked" && audio) {
      const started = awaitStart(key);
      set({ status: "playing" });
      start(audio, key);
      return started;
    }
    const started = awaitStart(key);
    dispatch({ type: "load", key });
    load().then(
      (source) => {
        dispatch({ type: "loaded", key, clips: source.playUrl });
        if (get().key === key && get().status === "failed") settle("failed", key);
      },
      (error: unknown) => {
        dispatch({ type: "failed", key, message: error instanceof ApiError ? error.message : "" });
        settle("failed", key);
      },
    );
    return started;
  },
  stop: () => {
    settle("stopped");
    dispatch({ type: "stop" });
  },
}));

/** The state of one thing's playback: its status and progress when it is the one playing, else idle. */
export function usePlayback(key: string): Pick<PlaybackState, "status" | "progress" | "error"> {
  const mine = useVoicePlayer((state) => state.key === key);
  const status = useVoicePlayer((state) => (state.key === key ? state.status : "idle"));
  const progress = useVoicePlayer((state) => (state.key === key ? state.progress : 0));
  const error = useVoicePlayer((state) => (state.key === key ? state.error : null));
  return mine ? { status, progress, error } : { status: "idle", progress: 0, error: null };
}
