import { describe, expect, it } from "vitest";
import { encodeWav, mixToMono, secondsOf } from "./wav";

const text = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, index) => view.getUint8(offset + index)));

describe("encodeWav", () => {
  it("writes a RIFF/WAVE header for 16-bit mono PCM at the given rate", () => {
    const view = new DataView(encodeWav(new Float32Array(100), 24_000));
    expect(view.byteLength).toBe(44 + 200);
    expect(text(view, 0, 4)).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(36 + 200);
    expect(text(view, 8, 8)).toBe("WAVEfmt ");
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint32(28, true)).toBe(48_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(view, 36, 4)).toBe("data");
    expect(view.getUint32(40, true)).toBe(200);
  });

  it("scales samples to 16 bits and clips what is out of range", () => {
    const view = new DataView(encodeWav(Float32Array.of(0, 1, -1, 0.5, 2, -3, Number.NaN), 8000));
    const pcm = Array.from({ length: 7 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(pcm).toEqual([0, 32767, -32768, 16383, 32767, -32768, 0]);
  });

  it("refuses a rate that is not a positive whole number", () => {
    expect(() => encodeWav(new Float32Array(1), 0)).toThrow(RangeError);
    expect(() => encodeWav(new Float32Array(1), 44_100.5)).toThrow(RangeError);
  });
});

describe("mixToMono", () => {
  it("averages the channels and keeps one channel as it is", () => {
    expect(Array.from(mixToMono([Float32Array.of(1, 0.5, 0), Float32Array.of(0, 0.5, -1)]))).toEqual([
      0.5, 0.5, -0.5,
    ]);
    const single = Float32Array.of(0.25, -0.25);
    expect(Array.from(mixToMono([single]))).toEqual([0.25, -0.25]);
  });

  it("stops at the shortest channel", () => {
    expect(mixToMono([Float32Array.of(1, 1, 1), Float32Array.of(1, 1)]).length).toBe(2);
  });
});

describe("secondsOf", () => {
  it("divides frames by the rate, and answers 0 for no rate", () => {
    expect(secondsOf(48_000, 24_000)).toBe(2);
    expect(secondsOf(10, 0)).toBe(0);
  });
});
