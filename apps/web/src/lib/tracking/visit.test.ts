import { describe, expect, it } from "vitest";
import { visitSource } from "./visit";

describe("visitSource", () => {
  it("reads the share ref and the utm fields of the address", () => {
    expect(
      visitSource("https://fable.test/chat/7?ref=ab12&utm_source=news&utm_campaign=launch&x=1", ""),
    ).toEqual({ ref: "ab12", utm_source: "news", utm_campaign: "launch" });
  });

  it("cuts the referrer to 200 characters and ignores this site's own pages", () => {
    const long = `https://elsewhere.test/${"a".repeat(300)}`;
    expect(visitSource("https://fable.test/", long).referrer).toHaveLength(200);
    expect(visitSource("https://fable.test/", "https://fable.test/search/x")).toEqual({});
    expect(visitSource("https://fable.test/", "not a url")).toEqual({ referrer: "not a url" });
  });
});
