import { describe, expect, it } from "vitest";
import {
  AuthMessages,
  Email,
  isValidPassword,
  Phone,
  ResetPasswordRequest,
  VerificationCode,
} from "./auth.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("account validation rules (docs/product.md#account-rules)", () => {
  it.each([
    ["abc123", true],
    ["abcdef", true],
    ["a1".repeat(10), true],
    ["123456", false],
    ["abc12", false],
    ["a".repeat(21), false],
    ["", false],
  ])("password %j valid: %s", (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it("lower-cases and trims emails, and rejects look-alikes", () => {
    expect(Email.parse("  Mira@Example.COM ")).toBe("mira@example.com");
    expect(messageOf(Email.safeParse("mira@exаmple.com"))).toBe(AuthMessages.emailFormat);
    expect(messageOf(Email.safeParse(""))).toBe(AuthMessages.emailEmpty);
  });

  it("takes Chinese mobile numbers only", () => {
    expect(Phone.safeParse("13800138000").success).toBe(true);
    expect(messageOf(Phone.safeParse("23800138000"))).toBe(AuthMessages.phoneFormat);
  });

  it("takes exactly six digits as a code", () => {
    expect(VerificationCode.safeParse("012345").success).toBe(true);
    expect(messageOf(VerificationCode.safeParse("12345"))).toBe(AuthMessages.wrongCode);
  });

  it("requires the confirmation to match", () => {
    const result = ResetPasswordRequest.safeParse({
      email: "a@example.com",
      authCode: "123456",
      newPwd: "mira-pass7",
      confirmPwd: "mira-pass8",
    });
    expect(messageOf(result)).toBe(AuthMessages.passwordsDiffer);
  });
});
