import { create } from "zustand";

/** The session token lives in localStorage as a plain string under this key. */
export const TOKEN_STORAGE_KEY = "fable.token";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can throw when cookies are blocked; the session then lasts for the tab only.
    return null;
  }
}

function readStoredToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
}

interface AuthState {
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: readStoredToken(),
  setToken: (token) => {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
    set({ token });
  },
  clearToken: () => {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    set({ token: null });
  },
}));

// Signing in or out in another tab applies here too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    useAuthStore.setState({ token: readStoredToken() });
  });
}

export const useIsSignedIn = () => useAuthStore((state) => state.token !== null);
