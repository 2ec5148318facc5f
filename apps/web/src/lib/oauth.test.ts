import { describe, expect, it } from "vitest";
import {
  asOAuthCallback,
  OAUTH_MESSAGE_TYPE,
  OAUTH_PENDING_KEY,
  oauthMessageData,
  readOAuthCallback,
  storePendingOAuth,
  takePendingOAuth,
} from "./oauth";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("readOAuthCallback", () => {
  it("reads the code and state", () => {
    expect(readOAuthCallback("discord", new URLSearchParams("code=abc&state=xyz"))).toEqual({
      platform: "discord",
      code: "abc",
      state: "xyz",
    });
  });

  it("reports the provider's error or a missing code", () => {
    expect(readOAuthCallback("google", new URLSearchParams("error=access_denied&state=s"))).toEqual({
      platform: "google",
      error: "access_denied",
    });
    expect(readOAuthCallback("apple", new URLSearchParams("code=abc"))).toEqual({
      platform: "apple",
      error: "missing_code",
    });
  });

  it("ignores platforms that are not ours", () => {
    expect(readOAuthCallback("wechat", new URLSearchParams("code=a&state=b"))).toBeNull();
    expect(readOAuthCallback(undefined, new URLSearchParams())).toBeNull();
  });
});

describe("callback messages", () => {
  const origin = "https://fable.example";
  const data = { type: OAUTH_MESSAGE_TYPE, platform: "google", code: "c", state: "s" };

  it("accepts our message from our origin only", () => {
    expect(oauthMessageData({ origin, data }, origin)).toEqual({ platform: "google", code: "c", state: "s" });
    expect(oauthMessageData({ origin: "https://evil.example", data }, origin)).toBeNull();
    expect(oauthMessageData({ origin, data: { ...data, type: "other" } }, origin)).toBeNull();
    expect(oauthMessageData({ origin, data: "text" }, origin)).toBeNull();
  });

  it("rejects malformed payloads", () => {
    expect(asOAuthCallback({ platform: "google", code: "", state: "s" })).toBeNull();
    expect(asOAuthCallback({ platform: "myspace", code: "c", state: "s" })).toBeNull();
    expect(asOAuthCallback({ platform: "discord", error: "denied" })).toEqual({
      platform: "discord",
      error: "denied",
    });
  });
});

describe("pending callback storage", () => {
  it("is taken once", () => {
    const storage = memoryStorage();
    storePendingOAuth(storage, { platform: "discord", code: "c", state: "s" });
    expect(takePendingOAuth(storage)).toEqual({ platform: "discord", code: "c", state: "s" });
    expect(takePendingOAuth(storage)).toBeNull();
  });

  it("drops garbage", () => {
    const storage = memoryStorage();
    storage.setItem(OAUTH_PENDING_KEY, "{not json");
    expect(takePendingOAuth(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});
