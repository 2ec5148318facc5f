import { describe, expect, it } from "vitest";
import { creditTime, kindTone, signedAmount } from "./credits";

describe("signedAmount", () => {
  it("signs what came in and what went out", () => {
    expect(signedAmount(30)).toBe("+30");
    expect(signedAmount(-5)).toBe("\u22125");
    expect(signedAmount(0)).toBe("0");
  });
});

describe("kindTone", () => {
  it("colours grants, refunds and spends apart", () => {
    const tones = new Set(["grant", "refund", "spend"].map((kind) => kindTone(kind as "grant")));
    expect(tones.size).toBe(3);
    expect(kindTone("grant")).toBe("text-success");
  });
});

describe("creditTime", () => {
  it("writes the day in the reader's language, and nothing for a broken instant", () => {
    expect(creditTime("2026-03-14T10:00:00Z", "en")).toMatch(/2026/);
    expect(creditTime("2026-03-14T10:00:00Z", "zh-CN")).toMatch(/2026年3月14日/);
    expect(creditTime("not a date", "en")).toBe("");
  });
});
