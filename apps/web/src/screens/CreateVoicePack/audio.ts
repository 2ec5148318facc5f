import { encodeWav, mixToMono, WAV_SAMPLE_RATE } from "../../lib/wav";

/**
 * Web Audio decoding of a recording: its length, and a 16-bit mono WAV of it (decision 0035). An
 * OfflineAudioContext at 24 kHz decodes and resamples in one step, without opening any audio output.
 */
async function decode(blob: Blob): Promise<AudioBuffer> {
  const context = new OfflineAudioContext(1, 1, WAV_SAMPLE_RATE);
  return context.decodeAudioData(await blob.arrayBuffer());
}

/** The length in seconds of a recording the browser can decode, or null when it cannot. */
export async function decodedSeconds(blob: Blob): Promise<number | null> {
  try {
    return (await decode(blob)).duration;
  } catch {
    return null;
  }
}

/** A recorded sample (webm/opus from MediaRecorder) as a WAV file, with its length. */
export async function toWav(blob: Blob): Promise<{ wav: Blob; seconds: number }> {
  const buffer = await decode(blob);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
    buffer.getChannelData(index),
  );
  const wav = encodeWav(mixToMono(channels), buffer.sampleRate);
  return { wav: new Blob([wav], { type: "audio/wav" }), seconds: buffer.duration };
}

/** The loudness of a stretch of samples, 0…1: their RMS on a -60…0 dB scale (the level meter). */
export function levelOfSamples(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const value of samples) sum += value * value;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  return Math.max(0, Math.min(1, (20 * Math.log10(rms) + 60) / 60));
}

/** The loudness of the microphone now (what the analyser last heard). */
export function levelOf(analyser: AnalyserNode, scratch: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(scratch);
  return levelOfSamples(scratch);
}
