import { describe, expect, it } from "vitest";
import { checkUpload } from "./uploadCheck";

const MB = 1024 * 1024;

describe("checkUpload", () => {
  it("takes a recording over 2 minutes without a word", () => {
    expect(checkUpload(5 * MB, 150)).toEqual({ ok: true, warning: null });
  });

  it("warns under 2 minutes and refuses under 10 seconds", () => {
    expect(checkUpload(MB, 60)).toEqual({ ok: true, warning: "short" });
    expect(checkUpload(MB, 10)).toEqual({ ok: true, warning: "short" });
    expect(checkUpload(MB, 9.9)).toEqual({ ok: false, reason: "tooShort" });
  });

  it("refuses what is over 30 minutes, over 50 MB, or could not be decoded", () => {
    expect(checkUpload(MB, 30 * 60 + 1)).toEqual({ ok: false, reason: "tooLong" });
    expect(checkUpload(50 * MB + 1, 150)).toEqual({ ok: false, reason: "tooLarge" });
    expect(checkUpload(MB, null)).toEqual({ ok: false, reason: "unreadable" });
    expect(checkUpload(MB, Number.NaN)).toEqual({ ok: false, reason: "unreadable" });
  });
});
