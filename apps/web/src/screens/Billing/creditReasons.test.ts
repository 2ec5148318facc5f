import { describe, expect, it } from "vitest";
import { reasonLabel } from "./creditReasons";

describe("reasonLabel", () => {
  const t = (key: string) => `<${key}>`;

  it("names the reasons the app knows", () => {
    expect(reasonLabel("welcome", t)).toBe("<billing.reasons.welcome>");
    expect(reasonLabel("daily_reward", t)).toBe("<billing.reasons.dailyReward>");
  });

  it("shows other reasons as written, including names of Object's own properties", () => {
    expect(reasonLabel("avatar_generation", t)).toBe("avatar_generation");
    expect(reasonLabel("toString", t)).toBe("toString");
    expect(reasonLabel("", t)).toBe("");
  });
});
