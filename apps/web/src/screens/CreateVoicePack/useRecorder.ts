import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { levelOf, toWav } from "./audio";
import { canStop, initialRecorder, mustStop, type RecorderState, reduceRecorder } from "./recorder";

/** A kept sample: the WAV sent to the server, and an address to listen to it here. */
export interface SampleAudio {
  wav: Blob;
  url: string;
}

/** How often the countdown and the auto-stop are checked while recording. */
const TICK_MS = 200;

/**
 * The browser side of the recorder (recorder.ts holds the rules): the microphone stream, a
 * MediaRecorder per sample, an AnalyserNode for the live level, and the conversion of each sample
 * to WAV. Everything is released when the page closes.
 */
export function useRecorder() {
  const [state, dispatch] = useReducer(
    reduceRecorder<SampleAudio>,
    initialRecorder as RecorderState<SampleAudio>,
  );
  const [level, setLevel] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const stream = useRef<MediaStream | null>(null);
  const context = useRef<AudioContext | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const frame = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  const release = useCallback(() => {
    cancelAnimationFrame(frame.current);
    if (recorder.current?.state === "recording") recorder.current.stop();
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    void context.current?.close().catch(() => undefined);
    stream.current = null;
    context.current = null;
  }, []);

  const ask = useCallback(async () => {
    dispatch({ type: "ask" });
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
      stream.current = media;
      const audio = new AudioContext();
      context.current = audio;
      const analyser = audio.createAnalyser();
      analyser.fftSize = 1024;
      audio.createMediaStreamSource(media).connect(analyser);
      const scratch = new Float32Array(analyser.fftSize);
      const measure = () => {
        setLevel(levelOf(analyser, scratch));
        frame.current = requestAnimationFrame(measure);
      };
      measure();
      dispatch({ type: "granted" });
    } catch {
      dispatch({ type: "denied" });
    }
  }, []);

  const start = useCallback((slot: number) => {
    const media = stream.current;
    if (!media || stateRef.current.phase !== "ready") return;
    const chunks: Blob[] = [];
    const next = new MediaRecorder(media);
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      const recorded = new Blob(chunks, { type: next.mimeType });
      toWav(recorded).then(
        ({ wav, seconds }) =>
          dispatch({ type: "saved", take: { audio: { wav, url: URL.createObjectURL(wav) }, seconds } }),
        () => dispatch({ type: "discarded", error: "unreadable" }),
      );
    };
    recorder.current = next;
    next.start(250);
    const startedAt = Date.now();
    setNow(startedAt);
    dispatch({ type: "start", slot, now: startedAt });
  }, []);

  const stop = useCallback(() => {
    const at = Date.now();
    if (!canStop(stateRef.current, at)) return;
    dispatch({ type: "stop", now: at });
    recorder.current?.stop();
  }, []);

  const remove = useCallback((index: number) => {
    const take = stateRef.current.takes[index];
    if (take) URL.revokeObjectURL(take.audio.url);
    dispatch({ type: "remove", index });
  }, []);

  // The countdown ticks while recording, and a sample stops by itself at the longest length.
  useEffect(() => {
    if (state.phase !== "recording") return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (mustStop(stateRef.current, at)) stop();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [state.phase, stop]);

  useEffect(
    () => () => {
      release();
      for (const take of stateRef.current.takes) URL.revokeObjectURL(take.audio.url);
    },
    [release],
  );

  return { state, level, now, ask, start, stop, remove };
}

export type Recorder = ReturnType<typeof useRecorder>;
