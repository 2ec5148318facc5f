import { describe, expect, it } from "vitest";
import { reportProblem } from "./reportForm";

const png = (size = 1000) => ({ type: "image/png", name: "proof.png", size });

describe("reportProblem", () => {
  it("needs a reason", () => {
    expect(reportProblem({ reason: "", content: "bad", picture: null })).toBe("reasonRequired");
  });

  it("needs details for the reason 'other' only", () => {
    expect(reportProblem({ reason: "other", content: "   ", picture: null })).toBe("detailsRequired");
    expect(reportProblem({ reason: "spam", content: "", picture: null })).toBeNull();
    expect(reportProblem({ reason: "other", content: "It copies my bot", picture: null })).toBeNull();
  });

  it("limits details to the contract's length, counted without surrounding spaces", () => {
    expect(reportProblem({ reason: "spam", content: "a".repeat(1001), picture: null })).toBe(
      "detailsTooLong",
    );
    expect(reportProblem({ reason: "spam", content: ` ${"a".repeat(1000)} `, picture: null })).toBeNull();
  });

  it("accepts only images the upload takes", () => {
    expect(reportProblem({ reason: "spam", content: "", picture: png() })).toBeNull();
    expect(
      reportProblem({
        reason: "spam",
        content: "",
        picture: { type: "application/pdf", name: "a.pdf", size: 10 },
      }),
    ).toBe("pictureType");
    expect(reportProblem({ reason: "spam", content: "", picture: png(11 * 1024 * 1024) })).toBe(
      "pictureTooLarge",
    );
  });
});
