import { describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import { flattenCatalog } from "../i18n/flatten";
import accountEn from "../i18n/screens/account.en.json";
import accountZh from "../i18n/screens/account.zh-CN.json";
import zh from "../i18n/zh-CN.json";
import {
  AUTH_MESSAGE_KEYS,
  confirmError,
  emailError,
  newPasswordError,
  passwordError,
  phoneError,
  readServerMessage,
} from "./authForm";
import { AUTH_MESSAGES } from "./authRules";

describe("form checks", () => {
  it("check the email like docs/product.md#account-rules", () => {
    expect(emailError("")).toBe("emailEmpty");
    expect(emailError("   ")).toBe("emailEmpty");
    expect(emailError("reader")).toBe("emailFormat");
    expect(emailError("reader@fable")).toBe("emailFormat");
    expect(emailError("réader@fable.app")).toBe("emailFormat");
    expect(emailError(" reader@fable.app ")).toBeNull();
    expect(emailError("a.b+c@mail.fable.co")).toBeNull();
  });

  it("check passwords and their confirmation", () => {
    expect(passwordError("abc12")).toBe("passwordRule");
    expect(passwordError("12345678")).toBe("passwordRule");
    expect(passwordError("abc123")).toBeNull();
    expect(confirmError("abc123", "abc124")).toBe("passwordsDiffer");
    expect(confirmError("abc123", "abc123")).toBeNull();
  });

  it("refuse a common password only where one is being set", () => {
    // Signing in: an account that already has a common password still gets in.
    expect(passwordError("Qwerty123")).toBeNull();
    expect(newPasswordError("Qwerty123")).toBe("commonPassword");
    expect(newPasswordError("12345678a")).toBe("commonPassword");
    expect(newPasswordError("abc12")).toBe("passwordRule");
    expect(newPasswordError("velvet-otter42")).toBeNull();
    expect(readServerMessage(`body.newPwd: ${AUTH_MESSAGES.commonPassword}`)).toEqual({
      field: "password",
      id: "commonPassword",
      text: AUTH_MESSAGES.commonPassword,
    });
    expect(readServerMessage(AUTH_MESSAGES.commonPassword).field).toBe("password");
  });

  it("check Chinese mobile numbers", () => {
    expect(phoneError("13800138000")).toBeNull();
    expect(phoneError("23800138000")).toBe("phoneFormat");
    expect(phoneError("1380013800")).toBe("phoneFormat");
  });
});

describe("readServerMessage", () => {
  it("takes the field from a bad-input message", () => {
    expect(readServerMessage("body.email: The format of the email address is incorrect")).toEqual({
      field: "email",
      id: "emailFormat",
      text: "The format of the email address is incorrect",
    });
    expect(readServerMessage("body.userPwd: something odd")).toEqual({
      field: "password",
      id: null,
      text: "something odd",
    });
    expect(readServerMessage("body.confirmPwd: Inconsistent passwords").field).toBe("confirm");
  });

  it("knows which field a business message is about", () => {
    expect(readServerMessage("Incorrect email or password")).toEqual({
      field: "password",
      id: "wrongPassword",
      text: "Incorrect email or password",
    });
    expect(readServerMessage("Wrong verification code.")).toMatchObject({ field: "code", id: "wrongCode" });
    expect(readServerMessage("Please wait before requesting another code")).toMatchObject({
      field: null,
      id: "resendTooSoon",
    });
  });

  it("keeps unknown messages as they are", () => {
    expect(readServerMessage("  Something else  ")).toEqual({
      field: null,
      id: null,
      text: "Something else",
    });
  });
});

/** The login modal reads the main catalog and the account screens catalog, loaded with its code. */
const english = { ...flattenCatalog(en), ...flattenCatalog(accountEn) };
const chinese = { ...flattenCatalog(zh), ...flattenCatalog(accountZh) };

describe("AUTH_MESSAGE_KEYS", () => {
  it("name a message in both catalogs for every server message", () => {
    expect(Object.keys(AUTH_MESSAGE_KEYS).sort()).toEqual(Object.keys(AUTH_MESSAGES).sort());
    for (const key of Object.values(AUTH_MESSAGE_KEYS)) {
      expect(english[key], key).toBeTruthy();
      expect(chinese[key], key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("keep the English wording of the server", () => {
    for (const [id, key] of Object.entries(AUTH_MESSAGE_KEYS)) {
      expect(english[key]).toBe(AUTH_MESSAGES[id as keyof typeof AUTH_MESSAGES]);
    }
  });
});
