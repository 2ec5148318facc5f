import { describe, expect, it } from "vitest";
import { resolveLanguage } from "./languages";

describe("resolveLanguage", () => {
  it("defaults to English", () => {
    expect(resolveLanguage(null)).toBe("en");
    expect(resolveLanguage("")).toBe("en");
    expect(resolveLanguage("fr")).toBe("en");
  });

  it("keeps supported languages and maps Chinese variants", () => {
    expect(resolveLanguage("en")).toBe("en");
    expect(resolveLanguage("zh-CN")).toBe("zh-CN");
    expect(resolveLanguage("zh")).toBe("zh-CN");
    expect(resolveLanguage("zh_CN")).toBe("zh-CN");
  });
});
