import { describe, expect, it } from "vitest";
import accountEn from "../i18n/screens/account.en.json";
import accountZhCN from "../i18n/screens/account.zh-CN.json";
import { codeHintKey, readsCodesFromDevOutbox } from "./codeDelivery";

describe("readsCodesFromDevOutbox", () => {
  it("is true only for a server that says so", () => {
    expect(readsCodesFromDevOutbox({ dev_outbox: true })).toBe(true);
    for (const answer of [{ dev_outbox: false }, { dev_outbox: "true" }, {}, null, undefined, "yes", 1]) {
      expect(readsCodesFromDevOutbox(answer), JSON.stringify(answer)).toBe(false);
    }
  });
});

describe("codeHintKey", () => {
  it("points at the dev outbox page instead of the spam folder when codes are there, in both languages", () => {
    expect(codeHintKey(true)).toBe("auth.noCodeDevOutbox");
    expect(codeHintKey(false)).toBe("auth.noCode");
    // The hints live in the screens catalog the login modal loads with its code.
    for (const catalog of [accountEn, accountZhCN]) {
      expect(catalog.auth.noCodeDevOutbox).toMatch(/<outbox>.+<\/outbox>/);
      expect(catalog.auth.noCodeDevOutbox).not.toBe(catalog.auth.noCode);
    }
  });
});
