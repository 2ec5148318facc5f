import { describe, expect, it } from "vitest";
import { invitationFromSearch } from "./invitation";

describe("invitationFromSearch", () => {
  it("reads the code of an invitation link, upper-cased as codes are stored", () => {
    expect(invitationFromSearch("?invite=abcd2345")).toBe("ABCD2345");
    expect(invitationFromSearch("?utm_source=x&invite=ABCD2345")).toBe("ABCD2345");
  });

  it("keeps nothing the server would refuse", () => {
    expect(invitationFromSearch("")).toBeNull();
    expect(invitationFromSearch("?invite=")).toBeNull();
    expect(invitationFromSearch("?invite=a%20b")).toBeNull();
    expect(invitationFromSearch(`?invite=${"A".repeat(33)}`)).toBeNull();
  });
});
