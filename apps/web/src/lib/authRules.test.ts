import {
  AuthMessages,
  EMAIL_PATTERN as CONTRACT_EMAIL,
  PHONE_PATTERN as CONTRACT_PHONE,
  SRC_TYPE_BY_PLATFORM as CONTRACT_SRC_TYPES,
  CodePurpose,
  isValidPassword as contractIsValidPassword,
  OAuthPlatform,
} from "@fable/contract";
import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  CODE_PURPOSE,
  EMAIL_PATTERN,
  isValidPassword,
  PHONE_PATTERN,
  SRC_TYPE_BY_PLATFORM,
} from "./authRules";
import { isOAuthPlatform, OAUTH_PLATFORMS } from "./oauthPlatforms";

describe("the web copies of the contract's auth rules", () => {
  it("match the contract exactly", () => {
    expect(AUTH_MESSAGES).toEqual(AuthMessages);
    expect(EMAIL_PATTERN.source).toBe(CONTRACT_EMAIL.source);
    expect(EMAIL_PATTERN.flags).toBe(CONTRACT_EMAIL.flags);
    expect(PHONE_PATTERN.source).toBe(CONTRACT_PHONE.source);
    expect(CODE_PURPOSE).toEqual(CodePurpose);
    expect([...OAUTH_PLATFORMS]).toEqual(OAuthPlatform.options);
    expect(SRC_TYPE_BY_PLATFORM).toEqual(CONTRACT_SRC_TYPES);
  });

  it("judge passwords like the contract", () => {
    const samples = [
      "",
      "abc12",
      "abc123",
      "123456",
      "abcdef",
      "a".repeat(20),
      "a".repeat(21),
      "密码abc123",
      "Ab1!",
    ];
    for (const sample of samples)
      expect(isValidPassword(sample), sample).toBe(contractIsValidPassword(sample));
  });

  it("recognises the OAuth platforms", () => {
    expect(isOAuthPlatform("discord")).toBe(true);
    expect(isOAuthPlatform("wechat")).toBe(false);
    expect(isOAuthPlatform(undefined)).toBe(false);
  });
});
