import { describe, expect, it } from "vitest";
import {
  chatRedirect,
  documentRedirect,
  fittingRedirect,
  guardRedirect,
  joyRedirect,
  parseCreateType,
  profileRedirect,
  unknownPathRedirect,
} from "./redirects";

describe("chatRedirect", () => {
  it("goes to the chat of the botId param or query", () => {
    expect(chatRedirect("", "abc")).toBe("/chat/abc");
    expect(chatRedirect("?botId=42")).toBe("/chat/42");
    expect(chatRedirect(new URLSearchParams({ botId: "a b" }))).toBe("/chat/a%20b");
  });

  it("goes home without one", () => {
    expect(chatRedirect("")).toBe("/");
    expect(chatRedirect("?botId=")).toBe("/");
    expect(chatRedirect("?botId=%20%20")).toBe("/");
    expect(chatRedirect("?other=1", "")).toBe("/");
  });
});

describe("joyRedirect", () => {
  it("goes to /joydtl keeping the query", () => {
    expect(joyRedirect("")).toBe("/joydtl");
    expect(joyRedirect("?ref=abc")).toBe("/joydtl?ref=abc");
  });
});

describe("profileRedirect", () => {
  it("goes to the userId profile or home", () => {
    expect(profileRedirect("?userId=u1")).toBe("/profile/u1");
    expect(profileRedirect("")).toBe("/");
    expect(profileRedirect("?userId=")).toBe("/");
  });
});

describe("document and unknown paths", () => {
  it("go home", () => {
    expect(documentRedirect()).toBe("/");
    expect(unknownPathRedirect()).toBe("/");
  });
});

describe("parseCreateType", () => {
  it("accepts names and numeric types", () => {
    expect(parseCreateType("bot")).toBe("bot");
    expect(parseCreateType("adventure")).toBe("adventure");
    expect(parseCreateType("pdf")).toBe("pdf");
    expect(parseCreateType("1")).toBe("bot");
    expect(parseCreateType("2")).toBe("adventure");
    expect(parseCreateType("3")).toBe("twitter");
    expect(parseCreateType("4")).toBe("pdf");
  });

  it("rejects anything else", () => {
    expect(parseCreateType(undefined)).toBeNull();
    expect(parseCreateType("5")).toBeNull();
    expect(parseCreateType("0")).toBeNull();
    expect(parseCreateType("video")).toBeNull();
  });
});

describe("guardRedirect", () => {
  it("sends signed-out visitors of protected screens to login", () => {
    expect(guardRedirect(true, false)).toBe("/?login=1");
    expect(guardRedirect(true, true)).toBeNull();
    expect(guardRedirect(false, false)).toBeNull();
  });
});

describe("/fitting", () => {
  it("opens Manage Subscription for ?order=1 and stays the toolkit otherwise", () => {
    expect(fittingRedirect("?order=1")).toBe("/billing?tab=plans");
    expect(fittingRedirect("")).toBeNull();
    expect(fittingRedirect("?order=2")).toBeNull();
  });
});
