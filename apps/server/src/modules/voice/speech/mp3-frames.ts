/**
 * MPEG audio frame headers walked without decoding: enough to recognise MP3 (not just an ID3 tag in
 * front of anything), and to know its duration, sample rate and channels before any decoding work.
 */

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] } as const;

export interface Mp3Frame {
  bytes: number;
  samples: number;
  sampleRate: number;
  channels: number;
}

/** The layer III frame whose header starts at `at`, or undefined. */
export function mp3FrameAt(bytes: Uint8Array, at: number): Mp3Frame | undefined {
  if (at + 4 > bytes.length) return undefined;
  const b1 = bytes[at + 1] as number;
  const b2 = bytes[at + 2] as number;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  if (version === 1 || ((b1 >> 1) & 3) !== 1) return undefined; // layer III only
  const bitrate = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[(b2 >> 4) & 15];
  const sampleRate = RATES[version as 0 | 2 | 3][(b2 >> 2) & 3];
  if (!bitrate || !sampleRate) return undefined;
  const samples = version === 3 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  const frameBytes = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  const channels = (bytes[at + 3] as number) >> 6 === 3 ? 1 : 2;
  return { bytes: frameBytes, samples, sampleRate, channels };
}

/** Bytes of an ID3v2 tag at the start (0 when none). */
export function id3Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6] as number) << 21) |
    ((bytes[7] as number) << 14) |
    ((bytes[8] as number) << 7) |
    (bytes[9] as number);
  return 10 + size + ((bytes[5] as number) & 0x10 ? 10 : 0);
}

export interface Mp3Scan {
  frames: number;
  durationSec: number;
  sampleRate: number;
  channels: number;
}

/**
 * Walks the frames after any ID3 tag; it is MP3 only if three frames in a row chain up. Linear in the
 * bytes, no allocation. A damaged stretch ends the walk (what was counted is the duration).
 */
export function scanMp3(bytes: Uint8Array): Mp3Scan | undefined {
  let at = id3Length(bytes);
  // Some encoders pad before the first frame: look for it in the next 64 KB only.
  const searchEnd = Math.min(bytes.length, at + 65536);
  while (at < searchEnd && !chains(bytes, at)) at++;
  if (at >= searchEnd) return undefined;
  const first = mp3FrameAt(bytes, at) as Mp3Frame;
  let frames = 0;
  let samples = 0;
  for (
    let frame = mp3FrameAt(bytes, at);
    frame && at + frame.bytes <= bytes.length;
    frame = mp3FrameAt(bytes, at)
  ) {
    frames++;
    samples += frame.samples;
    at += frame.bytes;
  }
  return {
    frames,
    durationSec: samples / first.sampleRate,
    sampleRate: first.sampleRate,
    channels: first.channels,
  };
}

function chains(bytes: Uint8Array, at: number): boolean {
  let position = at;
  for (let i = 0; i < 3; i++) {
    const frame = mp3FrameAt(bytes, position);
    if (!frame) return false;
    position += frame.bytes;
  }
  return true;
}
