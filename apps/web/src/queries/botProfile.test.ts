import { ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { botProfileKeys, isBotUnavailable } from "./botProfile";

describe("isBotUnavailable", () => {
  it("recognises a 404 and code 2001", () => {
    expect(isBotUnavailable(new ApiError(ResponseCode.NOT_FOUND, "x", 404))).toBe(true);
    expect(isBotUnavailable(new ApiError(ResponseCode.BOT_UNAVAILABLE, "x", 200))).toBe(true);
  });

  it("leaves other failures to the retry state", () => {
    expect(isBotUnavailable(new ApiError(ResponseCode.ERROR, "offline"))).toBe(false);
    expect(isBotUnavailable(new ApiError(ResponseCode.ERROR, "x", 500))).toBe(false);
    expect(isBotUnavailable(new Error("boom"))).toBe(false);
  });
});

describe("botProfileKeys", () => {
  it("nests every viewer's answer under the bot, so one invalidation reaches them all", () => {
    expect(botProfileKeys.detail("7", "tok").slice(0, 2)).toEqual([...botProfileKeys.bot("7")]);
    expect(botProfileKeys.detail("7", "anonymous")).toEqual(["botProfile", "7", "anonymous"]);
  });
});
