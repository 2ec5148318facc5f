import { describe, expect, it } from "vitest";
import { closestSize, engineSize, parseSizes } from "./picture-sizes.ts";

describe("picture sizes", () => {
  it("scales the spec's pack resolutions to the engine's longer side, exact at 1024 and 2048", () => {
    expect(engineSize("9:16", 1024)).toEqual({ width: 576, height: 1024 });
    expect(engineSize("3:4", 1024)).toEqual({ width: 768, height: 1024 });
    expect(engineSize("1:1", 1024)).toEqual({ width: 1024, height: 1024 });
    expect(engineSize("9:16", 2048)).toEqual({ width: 1152, height: 2048 });
    expect(engineSize("3:4", 2048)).toEqual({ width: 1536, height: 2048 });
  });
  it("keeps every side a multiple of 8 for Stable Diffusion", () => {
    for (const side of [256, 300, 777, 1000, 1536]) {
      for (const ratio of ["9:16", "3:4", "1:1"] as const) {
        const size = engineSize(ratio, side);
        expect(size.width % 8, `${ratio} at ${side}`).toBe(0);
        expect(size.height % 8).toBe(0);
        expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(side + 4);
      }
    }
  });
  it("picks the accepted size nearest in ratio, or the asked one when any is accepted", () => {
    const openAi = parseSizes("1024x1024, 1024x1536,1536x1024, bogus");
    expect(openAi).toHaveLength(3);
    expect(closestSize({ width: 576, height: 1024 }, openAi)).toEqual({ width: 1024, height: 1536 });
    expect(closestSize({ width: 1024, height: 1024 }, openAi)).toEqual({ width: 1024, height: 1024 });
    expect(closestSize({ width: 576, height: 1024 }, [])).toEqual({ width: 576, height: 1024 });
  });
});
