import { create } from "zustand";

interface MembershipState {
  /** The subscribe modal is open (the daily reward modal waits while it is). */
  subscribeOpen: boolean;
  /** When the last payment was found paid (spec: "records purchaseSuccess time"). */
  purchaseSucceededAt: number | null;
  openSubscribe: () => void;
  closeSubscribe: () => void;
  paymentSucceeded: () => void;
}

export const useMembershipStore = create<MembershipState>()((set) => ({
  subscribeOpen: false,
  purchaseSucceededAt: null,
  openSubscribe: () => set({ subscribeOpen: true }),
  closeSubscribe: () => set({ subscribeOpen: false }),
  paymentSucceeded: () => set({ subscribeOpen: false, purchaseSucceededAt: Date.now() }),
}));
