import { describe, expect, it } from "vitest";
import { levelOfSamples } from "./audio";

const sine = (amplitude: number) =>
  Float32Array.from({ length: 480 }, (_, index) => amplitude * Math.sin((2 * Math.PI * index) / 48));

describe("levelOfSamples", () => {
  it("is 0 for silence and for nothing", () => {
    expect(levelOfSamples(new Float32Array(128))).toBe(0);
    expect(levelOfSamples(new Float32Array(0))).toBe(0);
  });

  it("grows with loudness on a decibel scale and stays within 0…1", () => {
    const quiet = levelOfSamples(sine(0.01));
    const loud = levelOfSamples(sine(0.5));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    // A full-scale sine has an RMS of 1/√2, about -3 dB: near the top.
    expect(levelOfSamples(sine(1))).toBeCloseTo(1 - 3.01 / 60, 2);
    expect(levelOfSamples(Float32Array.of(2, -2))).toBe(1);
  });
});
