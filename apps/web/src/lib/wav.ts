/**
 * A 16-bit mono PCM WAV file from decoded audio, written in the browser so the server receives one
 * plain format it can read without a codec (decision 0035). Pure: no Web Audio here, only numbers.
 */

/** The rate recordings are sent at: ample for speech (and its pitch), a quarter of 48 kHz's bytes. */
export const WAV_SAMPLE_RATE = 24_000;

/** Averages the channels into one, sample by sample (a stereo recording of one speaker). */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const length = Math.min(...channels.map((channel) => channel.length));
  if (channels.length === 1) return channels[0]!.subarray(0, length);
  const mono = new Float32Array(Number.isFinite(length) ? length : 0);
  for (const channel of channels) {
    for (let index = 0; index < mono.length; index++) mono[index]! += channel[index]! / channels.length;
  }
  return mono;
}

const writeText = (view: DataView, offset: number, text: string) => {
  for (let index = 0; index < text.length; index++) view.setUint8(offset + index, text.charCodeAt(index));
};

/** The RIFF/WAVE bytes of `samples` (-1…1, clipped) at `sampleRate`, 16-bit little-endian, one channel. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0)
    throw new RangeError("sampleRate must be a positive integer");
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  writeText(view, 0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  writeText(view, 8, "WAVE");
  writeText(view, 12, "fmt ");
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  writeText(view, 36, "data");
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index++) {
    const value = Math.max(-1, Math.min(1, samples[index] || 0));
    view.setInt16(44 + index * 2, value < 0 ? value * 0x8000 : value * 0x7fff, true);
  }
  return buffer;
}

/** The length in seconds of decoded audio. */
export const secondsOf = (frames: number, sampleRate: number) => (sampleRate > 0 ? frames / sampleRate : 0);
