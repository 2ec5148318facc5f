import { describe, expect, it } from "vitest";
import { AuthMessages, isValidPassword, NewPassword } from "./auth.ts";
import { commonPasswords, isCommonPassword } from "./common-passwords.ts";

describe("the list of common passwords", () => {
  it("holds a few hundred distinct lower-case entries, each one the 6–20 rule would let through", () => {
    const list = commonPasswords();
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(new Set(list).size).toBe(list.length);
    for (const password of list) {
      expect(password, password).toBe(password.toLowerCase());
      expect(isValidPassword(password), password).toBe(true);
    }
  });

  it("matches regardless of case, and only whole passwords", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("PassWord1")).toBe(true);
    expect(isCommonPassword("12345678a")).toBe(true);
    expect(isCommonPassword("qwerty123")).toBe(true);
    expect(isCommonPassword("pa$$word")).toBe(true);
    expect(isCommonPassword("password-of-mira")).toBe(false);
  });

  it("makes a new password refuse them with their own message, after the 6–20 rule", () => {
    const messageOf = (value: string) => {
      const result = NewPassword.safeParse(value);
      return result.success ? null : result.error.issues.map((issue) => issue.message);
    };
    expect(messageOf("iloveyou")).toEqual([AuthMessages.commonPassword]);
    expect(messageOf("12345678")).toEqual([AuthMessages.passwordRule]);
    expect(messageOf("velvet-otter42")).toBeNull();
  });
});
