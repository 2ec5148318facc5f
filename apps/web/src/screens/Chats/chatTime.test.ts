import { describe, expect, it } from "vitest";
import { chatTime, previewLine } from "./chatTime";

const at = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0).toISOString();

describe("chatTime", () => {
  const now = new Date(2025, 4, 15, 18, 0);

  it("shows the time today, Yesterday, the weekday within a week, then the date", () => {
    expect(chatTime(at(2025, 4, 15, 9, 5), now, "en", "Yesterday")).toBe("09:05 AM");
    expect(chatTime(at(2025, 4, 14, 23, 59), now, "en", "Yesterday")).toBe("Yesterday");
    expect(chatTime(at(2025, 4, 12, 12), now, "en", "Yesterday")).toBe("Mon");
    expect(chatTime(at(2025, 3, 2, 12), now, "en", "Yesterday")).toBe("Apr 2");
    expect(chatTime(at(2024, 11, 31, 12), now, "en", "Yesterday")).toBe("Dec 31, 2024");
  });

  it("follows the language and survives bad input", () => {
    expect(chatTime(at(2025, 4, 12, 12), now, "zh-CN", "昨天")).toBe("周一");
    expect(chatTime("not a date", now, "en", "Yesterday")).toBe("");
  });
});

describe("previewLine", () => {
  it("flattens a message to one plain line", () => {
    expect(previewLine("*smiles*\n\nHello **there**,  friend")).toBe("smiles Hello there, friend");
    expect(previewLine("5 * 3, `code`, _soft_ [link](https://a.b)")).toBe(
      "5 * 3, `code`, _soft_ [link](https://a.b)",
    );
  });
});
