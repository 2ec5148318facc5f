import { describe, expect, it } from "vitest";
import { isPaidPlan, parsePlan } from "./plan";

describe("parsePlan", () => {
  it("reads the tier and period", () => {
    expect(parsePlan("FREE")).toEqual({ tier: "FREE", period: null, raw: "FREE" });
    expect(parsePlan("STANDARD")).toMatchObject({ tier: "STANDARD", period: null });
    expect(parsePlan("STANDARD_ANNUAL")).toMatchObject({ tier: "STANDARD", period: "annual" });
    expect(parsePlan("PREMIUM_YEAR")).toMatchObject({ tier: "PREMIUM", period: "annual" });
    expect(parsePlan("premium_month")).toMatchObject({ tier: "PREMIUM", period: "monthly" });
  });

  it("treats a missing plan as free and keeps unknown plans as they are", () => {
    expect(parsePlan(null)).toMatchObject({ tier: "FREE" });
    expect(parsePlan("")).toMatchObject({ tier: "FREE" });
    expect(parsePlan("ENTERPRISE")).toEqual({ tier: null, period: null, raw: "ENTERPRISE" });
  });
});

describe("isPaidPlan", () => {
  it("is true for every named plan but FREE", () => {
    expect(isPaidPlan("PREMIUM_ANNUAL")).toBe(true);
    expect(isPaidPlan("standard")).toBe(true);
    expect(isPaidPlan("FREE")).toBe(false);
    expect(isPaidPlan("FREE_MONTH")).toBe(false);
    expect(isPaidPlan("")).toBe(false);
    expect(isPaidPlan(null)).toBe(false);
  });
});
