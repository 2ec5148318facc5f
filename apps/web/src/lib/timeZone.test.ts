import { describe, expect, it } from "vitest";
import { gmtOffsetLabel } from "./timeZone";

describe("gmtOffsetLabel", () => {
  it("labels offsets east and west of Greenwich", () => {
    expect(gmtOffsetLabel(-480)).toBe("GMT+8");
    expect(gmtOffsetLabel(300)).toBe("GMT-5");
    expect(gmtOffsetLabel(0)).toBe("GMT+0");
    expect(gmtOffsetLabel(-330)).toBe("GMT+5:30");
    expect(gmtOffsetLabel(570)).toBe("GMT-9:30");
  });
});
