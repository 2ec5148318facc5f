import { describe, expect, it } from "vitest";
import { parseLoginMethod } from "./loginMethod";

describe("parseLoginMethod", () => {
  it("accepts the known methods only", () => {
    expect(parseLoginMethod("email")).toBe("email");
    expect(parseLoginMethod("phone")).toBe("phone");
    expect(parseLoginMethod("discord")).toBe("discord");
    expect(parseLoginMethod("wechat")).toBeNull();
    expect(parseLoginMethod(null)).toBeNull();
  });
});
