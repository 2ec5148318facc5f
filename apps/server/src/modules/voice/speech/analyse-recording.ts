import { setImmediate as yieldToLoop } from "node:timers/promises";
import { type AudioFormat, decodeAudio } from "./audio-decode.ts";
import { type PitchTrack, percentile, pitchOf, pitchTracker } from "./pitch.ts";

/**
 * What a voice-pack recording is and how its speaker sounds: the format sniffed from the bytes,
 * duration, loudness of the speech, median pitch and its spread, how much is voiced, and roughly how
 * fast the speaker talks. Offline "training" derives an espeak-ng variant from these (variant.ts).
 */
export interface RecordingAnalysis {
  format: AudioFormat;
  durationSec: number;
  sampleRate: number;
  channels: number;
  /** RMS level of the frames loud enough to be speech, dB relative to full scale (0 is the loudest). */
  loudnessDb: number;
  /** Median f0 of the voiced frames (YIN), or null when too little is voiced. */
  pitchHz: number | null;
  /** 10th and 90th percentile of f0: how far the voice moves. */
  pitchLowHz: number | null;
  pitchHighHz: number | null;
  /** Share of the recording's frames that are voiced speech (0–1). */
  voicedRatio: number;
  /** Words a minute while speaking, from syllable peaks (≈ 1.4 syllables a word); absent without speech. */
  speakingRateWpm?: number;
}

export interface AnalyseOptions {
  /** Longest recording accepted, seconds; default 30 minutes. */
  maxDurationSec?: number;
}

const FRAMES_PER_SLICE = 200;

/** Sniffs, decodes and measures; throws SpeechError (unsupportedFormat, corrupt, tooLarge). */
export async function analyseRecording(
  bytes: Uint8Array,
  options: AnalyseOptions = {},
): Promise<RecordingAnalysis> {
  const audio = await decodeAudio(bytes, { maxDurationSec: options.maxDurationSec ?? 30 * 60 });
  const tracker = pitchTracker(audio.samples, audio.sampleRate);
  // YIN is the costly part: a slice of frames (4 s of audio) at a time, yielding between.
  for (let from = 0; from < tracker.frameCount; from += FRAMES_PER_SLICE) {
    tracker.measure(from, from + FRAMES_PER_SLICE);
    await yieldToLoop();
  }
  const { track } = tracker;
  const pitchHz = pitchOf(track);
  const loud = track.voicedHz.length > 0 || track.loudFrames > 0 ? loudRms(track, tracker.gate) : 0;
  const wpm = speakingRate(track);
  return {
    format: audio.format,
    durationSec: round(audio.samples.length / audio.sampleRate, 2),
    sampleRate: audio.sampleRate,
    channels: audio.channels,
    loudnessDb: loud > 0 ? round(20 * Math.log10(loud), 1) : -120,
    pitchHz: pitchHz === null ? null : round(pitchHz, 1),
    pitchLowHz: pitchHz === null ? null : round(percentile(track.voicedHz, 0.1), 1),
    pitchHighHz: pitchHz === null ? null : round(percentile(track.voicedHz, 0.9), 1),
    voicedRatio: track.frames > 0 ? round(track.voicedHz.length / track.frames, 3) : 0,
    ...(wpm ? { speakingRateWpm: wpm } : {}),
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function loudRms(track: PitchTrack, gate: number): number {
  let sum = 0;
  let count = 0;
  for (const value of track.rms) {
    if (value >= gate) {
      sum += value * value;
      count++;
    }
  }
  return count > 0 ? Math.sqrt(sum / count) : 0;
}

/**
 * Syllables are peaks of loudness in voiced stretches, at least 100 ms apart and with a dip of 3 dB
 * or more between them; speaking time leaves out pauses over 300 ms. Crude, but it orders slow and
 * fast speakers correctly, which is what an espeak-ng speed needs.
 */
/** 3 dB, as an amplitude ratio. */
const DIP = 1.41;

function speakingRate(track: PitchTrack): number | undefined {
  const { voiced, rms, hopSec } = track;
  const minGap = Math.ceil(0.1 / hopSec);
  let syllables = 0;
  let lastPeak = -minGap;
  let valley = Number.POSITIVE_INFINITY;
  let peak = 0;
  for (let f = 1; f < voiced.length - 1; f++) {
    const value = rms[f] as number;
    // An unvoiced frame always separates syllables.
    valley = voiced[f] ? Math.min(valley, value) : 0;
    if (!voiced[f] || value < (rms[f - 1] as number) || value <= (rms[f + 1] as number)) continue;
    const dipped = value > valley * DIP && peak > valley * DIP;
    if (syllables === 0 || (dipped && f - lastPeak >= minGap)) {
      syllables++;
      lastPeak = f;
      peak = value;
      valley = value;
    } else if (value > peak) {
      // The same syllable rising further: its top moves here.
      lastPeak = f;
      peak = value;
      valley = value;
    }
  }
  let speakingFrames = 0;
  let silentRun = 0;
  const maxPause = Math.round(0.3 / hopSec);
  for (let f = 0; f < voiced.length; f++) {
    if (voiced[f]) {
      speakingFrames += 1 + (silentRun <= maxPause ? silentRun : 0);
      silentRun = 0;
    } else if (speakingFrames > 0) silentRun++;
  }
  const minutes = (speakingFrames * hopSec) / 60;
  if (syllables < 3 || minutes <= 0) return undefined;
  return Math.round(syllables / 1.4 / minutes);
}
