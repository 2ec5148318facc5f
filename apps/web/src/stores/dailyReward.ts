import { create } from "zustand";
import { DAILY_REWARD_STORAGE_KEY } from "../lib/dailyReward";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Blocked storage: the claim is then asked again on each load, and the server grants it once.
    return null;
  }
}

interface DailyRewardState {
  /** Credits the last claim granted, shown by the daily reward modal; 0 once it is closed. */
  granted: number;
  /** The balance after that grant. */
  balance: number;
  /** The last claim on this browser (`{userId}:{day}`), so a reload the same day does not ask again. */
  lastClaim: string | null;
  markClaimed: (marker: string) => void;
  show: (granted: number, balance: number) => void;
  /** Closing sets the number to 0 (spec §4), so the same grant never opens the modal again. */
  close: () => void;
}

export const useDailyRewardStore = create<DailyRewardState>()((set) => ({
  granted: 0,
  balance: 0,
  lastClaim: storage()?.getItem(DAILY_REWARD_STORAGE_KEY) ?? null,
  markClaimed: (marker) => {
    storage()?.setItem(DAILY_REWARD_STORAGE_KEY, marker);
    set({ lastClaim: marker });
  },
  show: (granted, balance) => set({ granted, balance }),
  close: () => set({ granted: 0 }),
}));
