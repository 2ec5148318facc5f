import { describe, expect, it } from "vitest";
import { nameStatus } from "./packName";

const answered = (available: boolean) => ({ isFetching: false, isError: false, data: { available } });

describe("nameStatus", () => {
  it("needs a name within 40 characters before asking the server", () => {
    expect(nameStatus("   ", "", answered(true))).toBe("empty");
    expect(nameStatus("x".repeat(41), "x".repeat(41), answered(true))).toBe("tooLong");
  });

  it("is free or taken by the server's answer about this very name", () => {
    expect(nameStatus(" Narrator ", "Narrator", answered(true))).toBe("free");
    expect(nameStatus("Narrator", "Narrator", answered(false))).toBe("taken");
  });

  it("waits while the name is still changing or being asked about", () => {
    expect(nameStatus("Narrator 2", "Narrator", answered(true))).toBe("checking");
    expect(nameStatus("Narrator", "Narrator", { isFetching: true, isError: false, data: undefined })).toBe(
      "checking",
    );
  });

  it("leaves it to the server at training when the check failed", () => {
    expect(nameStatus("Narrator", "Narrator", { isFetching: false, isError: true, data: undefined })).toBe(
      "unknown",
    );
  });
});
