import { describe, expect, it } from "vitest";
import { createThrottleGate } from "./throttle";

describe("createThrottleGate", () => {
  it("passes once per interval", () => {
    let clock = 10_000;
    const gate = createThrottleGate(2000, () => clock);
    expect(gate.tryPass()).toBe(true);
    expect(gate.tryPass()).toBe(false);
    clock += 1999;
    expect(gate.tryPass()).toBe(false);
    clock += 1;
    expect(gate.tryPass()).toBe(true);
    expect(gate.tryPass()).toBe(false);
  });

  it("can be reset", () => {
    const gate = createThrottleGate(2000, () => 0);
    expect(gate.tryPass()).toBe(true);
    gate.reset();
    expect(gate.tryPass()).toBe(true);
  });
});
