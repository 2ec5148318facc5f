import { describe, expect, it } from "vitest";
import { formatSeconds } from "./packText";

describe("formatSeconds", () => {
  it("shows seconds under a minute and m:ss above", () => {
    expect(formatSeconds(0)).toBe("0 s");
    expect(formatSeconds(44.6)).toBe("45 s");
    expect(formatSeconds(60)).toBe("1:00");
    expect(formatSeconds(125.2)).toBe("2:05");
  });

  it("never shows a negative length", () => {
    expect(formatSeconds(-3)).toBe("0 s");
  });
});
