/**
 * Fundamental frequency by YIN (de Cheveigné & Kawahara 2002): per frame, the cumulative-mean
 * normalised difference function, the first dip under a threshold, refined by parabolic
 * interpolation. Audio is first averaged down to about 8 kHz: a voice's f0 (60–500 Hz) survives, and
 * the work per second of audio falls fourfold or more. Quiet frames are not asked for a pitch.
 */

const MIN_HZ = 60;
const MAX_HZ = 500;
const TARGET_RATE = 8000;
/** d′ under this is a periodic (voiced) frame; white noise stays near 1. */
const THRESHOLD = 0.15;
const WINDOW_SEC = 0.03;
const HOP_SEC = 0.02;

export interface PitchTrack {
  /** f0 of each voiced frame, in Hz. */
  voicedHz: number[];
  /** Frames loud enough to be speech (voiced or not). */
  loudFrames: number;
  frames: number;
  /** Per frame: 1 when voiced; with `rms`, what the speaking-rate estimate reads. */
  voiced: Uint8Array;
  rms: Float32Array;
  /** Seconds between frames. */
  hopSec: number;
}

/** Averages blocks of samples so the rate is near 8 kHz (a crude low-pass that keeps voice pitch). */
export function downsample(
  samples: Float32Array,
  sampleRate: number,
): { samples: Float32Array; rate: number } {
  const factor = Math.max(1, Math.floor(sampleRate / TARGET_RATE));
  if (factor === 1) return { samples, rate: sampleRate };
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let j = 0; j < factor; j++) sum += samples[i * factor + j] as number;
    out[i] = sum / factor;
  }
  return { samples: out, rate: sampleRate / factor };
}

/** Sets up the frames of a signal; `measure(from, to)` tracks a slice of them (for chunked callers). */
export function pitchTracker(samples: Float32Array, sampleRate: number) {
  const { samples: x, rate } = downsample(samples, sampleRate);
  const window = Math.round(WINDOW_SEC * rate);
  const hop = Math.round(HOP_SEC * rate);
  const tauMin = Math.floor(rate / MAX_HZ);
  const tauMax = Math.ceil(rate / MIN_HZ);
  const frameCount = Math.max(0, Math.floor((x.length - window - tauMax) / hop) + 1);
  const rms = new Float32Array(frameCount);
  for (let f = 0; f < frameCount; f++) {
    let sum = 0;
    for (let j = 0; j < window; j++) sum += (x[f * hop + j] as number) ** 2;
    rms[f] = Math.sqrt(sum / window);
  }
  // Loud: within 30 dB of the loud end of the recording and above a floor of digital silence.
  const sorted = Float32Array.from(rms).sort();
  const loudEnd = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const gate = Math.max(0.003, loudEnd * 0.03);
  const diff = new Float64Array(tauMax + 1);
  const track: PitchTrack = {
    voicedHz: [],
    loudFrames: 0,
    frames: frameCount,
    voiced: new Uint8Array(frameCount),
    rms,
    hopSec: hop / rate,
  };

  const frameHz = (start: number): number | null => {
    for (let tau = 1; tau <= tauMax; tau++) {
      let sum = 0;
      for (let j = 0; j < window; j++) {
        const delta = (x[start + j] as number) - (x[start + j + tau] as number);
        sum += delta * delta;
      }
      diff[tau] = sum;
    }
    let running = 0;
    let best = -1;
    for (let tau = 1; tau <= tauMax; tau++) {
      running += diff[tau] as number;
      diff[tau] = running > 0 ? ((diff[tau] as number) * tau) / running : 1;
    }
    for (let tau = tauMin; tau <= tauMax; tau++) {
      if ((diff[tau] as number) < THRESHOLD) {
        while (tau + 1 <= tauMax && (diff[tau + 1] as number) < (diff[tau] as number)) tau++;
        best = tau;
        break;
      }
    }
    if (best < 0) return null;
    const before = diff[best - 1] ?? (diff[best] as number);
    const after = diff[best + 1] ?? (diff[best] as number);
    const curve = before + after - 2 * (diff[best] as number);
    const shift = curve > 0 ? (before - after) / (2 * curve) : 0;
    return rate / (best + shift);
  };

  return {
    frameCount,
    gate,
    track,
    measure(from: number, to: number) {
      for (let f = from; f < Math.min(to, frameCount); f++) {
        if ((rms[f] as number) < gate) continue;
        track.loudFrames++;
        const hz = frameHz(f * hop);
        if (hz !== null && hz >= MIN_HZ && hz <= MAX_HZ) {
          track.voicedHz.push(hz);
          track.voiced[f] = 1;
        }
      }
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] as number;
}

/** The median f0 of the voiced frames, or null when too little is voiced (silence, noise, whispers). */
export function pitchOf(track: PitchTrack): number | null {
  const enough = track.voicedHz.length >= 5 && track.voicedHz.length >= 0.2 * track.loudFrames;
  return enough ? median(track.voicedHz) : null;
}

/** YIN over the whole signal at once: for short clips (tests, one sample); long ones use pitchTracker in chunks. */
export function estimatePitch(samples: Float32Array, sampleRate: number): number | null {
  const tracker = pitchTracker(samples, sampleRate);
  tracker.measure(0, tracker.frameCount);
  return pitchOf(tracker.track);
}
