import { create } from "zustand";
import type { OAuthCallback } from "../lib/oauth";

/**
 * The login modal's views (docs/product.md#login-modal: LOGIN, BIND_EMAIL, CHANGE_PASSWORD, plus the sign-in
 * steps).
 */
export type LoginView = "LOGIN" | "EMAIL" | "VERIFY" | "PHONE" | "RESET" | "BIND_EMAIL" | "CHANGE_PASSWORD";

interface LoginState {
  /** Opened by an action; `?login=1` in the URL opens the modal too (see Overlays). */
  open: boolean;
  view: LoginView;
  /** What asked for sign-in ("create_bot", "follow_btn", "header", …), kept for after the login. */
  source: string | null;
  /** A provider's answer waiting to be exchanged for a session by the modal. */
  pendingOAuth: OAuthCallback | null;
  openLogin: (source?: string | null, view?: LoginView) => void;
  setView: (view: LoginView) => void;
  closeLogin: () => void;
  receiveOAuth: (callback: OAuthCallback) => void;
}

const closed = { open: false, view: "LOGIN" as const, source: null, pendingOAuth: null };

export const useLoginStore = create<LoginState>()((set) => ({
  ...closed,
  openLogin: (source = null, view = "LOGIN") => set({ open: true, view, source }),
  setView: (view) => set({ view }),
  closeLogin: () => set(closed),
  receiveOAuth: (callback) => set({ open: true, view: "LOGIN", pendingOAuth: callback }),
}));

/** Opens the login modal from anywhere, e.g. `openLogin("follow_btn")` (docs/product.md#visitor). */
export const openLogin = (source: string | null = null) => useLoginStore.getState().openLogin(source);
