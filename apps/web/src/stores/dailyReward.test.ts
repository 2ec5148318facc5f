import { describe, expect, it, vi } from "vitest";
import { claimMarker, DAILY_REWARD_STORAGE_KEY } from "../lib/dailyReward";

/** The tests run without a browser: an in-memory localStorage stands in for it, holding yesterday's claim. */
const stored = new Map<string, string>([[DAILY_REWARD_STORAGE_KEY, claimMarker("7", "2026-03-13")]]);
vi.stubGlobal("localStorage", {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => stored.set(key, value),
  removeItem: (key: string) => stored.delete(key),
});
const { useDailyRewardStore } = await import("./dailyReward");

describe("useDailyRewardStore", () => {
  it("starts from the claim kept on this browser and keeps the next one", () => {
    expect(useDailyRewardStore.getState().lastClaim).toBe("7:2026-03-13");
    useDailyRewardStore.getState().markClaimed(claimMarker("7", "2026-03-14"));
    expect(useDailyRewardStore.getState().lastClaim).toBe("7:2026-03-14");
    expect(stored.get(DAILY_REWARD_STORAGE_KEY)).toBe("7:2026-03-14");
  });

  it("shows a grant until closed, which sets the number to 0", () => {
    useDailyRewardStore.getState().show(5, 35);
    expect(useDailyRewardStore.getState()).toMatchObject({ granted: 5, balance: 35 });
    useDailyRewardStore.getState().close();
    expect(useDailyRewardStore.getState().granted).toBe(0);
  });
});
