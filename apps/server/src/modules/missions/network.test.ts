import { describe, expect, it } from "vitest";
import { networkOf } from "./network.ts";

describe("networkOf", () => {
  it("keeps the /24 of an IPv4 address", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.250")).toBe(networkOf("203.0.113.7"));
    expect(networkOf("203.0.114.7")).not.toBe(networkOf("203.0.113.7"));
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 one", () => {
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.0/24");
  });

  it("keeps the /48 of an IPv6 address however it is written", () => {
    expect(networkOf("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(networkOf("2001:0db8:abcd:0099:0000:0000:0000:0001")).toBe("2001:db8:abcd::/48");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkOf("2001:db8:abce::1")).not.toBe(networkOf("2001:db8:abcd::1"));
  });

  it("keeps anything else whole", () => {
    expect(networkOf("")).toBe("");
    expect(networkOf("not an address")).toBe("not an address");
  });
});
