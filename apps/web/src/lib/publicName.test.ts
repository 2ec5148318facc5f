import { describe, expect, it } from "vitest";
import { namePromptAnswer, signUpName, userNameProblem } from "./publicName";

describe("userNameProblem", () => {
  it("accepts 1 to 30 characters once trimmed", () => {
    expect(userNameProblem("Amber Otter 42")).toBeNull();
    expect(userNameProblem(`  ${"x".repeat(30)}  `)).toBeNull();
  });

  it("names what is wrong", () => {
    expect(userNameProblem("   ")).toBe("names.empty");
    expect(userNameProblem("x".repeat(31))).toBe("names.tooLong");
  });
});

describe("the sign-up name field", () => {
  it("sends the suggestion or the user's edit, trimmed", () => {
    expect(signUpName(" Quiet Reader ")).toEqual({ userName: "Quiet Reader" });
  });

  it("sends no name when the field is empty, so the server generates one (never from the email)", () => {
    expect(signUpName("  ")).toEqual({});
  });
});

describe("the one-time name prompt", () => {
  it("saves the trimmed entry", () => {
    expect(namePromptAnswer("save", "  Harbor Light ", "Amber Otter 42")).toEqual({
      userName: "Harbor Light",
    });
  });

  it("keeps the current name whatever the field holds, which still answers the prompt", () => {
    expect(namePromptAnswer("keep", "half-typed", "Amber Otter 42")).toEqual({ userName: "Amber Otter 42" });
  });

  it("refuses to save an empty or too long name", () => {
    expect(namePromptAnswer("save", "", "Amber Otter 42")).toEqual({ problem: "names.empty" });
    expect(namePromptAnswer("save", "y".repeat(31), "Amber Otter 42")).toEqual({
      problem: "names.tooLong",
    });
  });
});
