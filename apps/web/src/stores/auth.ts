import { create } from "zustand";

/** The session token lives in localStorage as a plain string under this key. */
export const TOKEN_STORAGE_KEY = "fable.token";
/** The signed-in user's id, kept beside the token so cached answers are keyed by user, not by token. */
export const USER_ID_STORAGE_KEY = "fable.userId";

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

function readStoredUserId(): string | null {
  return storage()?.getItem(USER_ID_STORAGE_KEY) || null;
}

interface AuthState {
  token: string | null;
  /** Null for visitors, and for a session kept from before user ids were stored until /user/info answers. */
  userId: string | null;
  setSession: (token: string, userId: string) => void;
  /** Records the id of the signed-in user once the server has named it. */
  rememberUserId: (userId: string) => void;
  clearToken: () => void;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: readStoredToken(),
  userId: readStoredUserId(),
  setSession: (token, userId) => {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
    storage()?.setItem(USER_ID_STORAGE_KEY, userId);
    set({ token, userId });
  },
  rememberUserId: (userId) => {
    if (get().token === null || get().userId === userId) return;
    storage()?.setItem(USER_ID_STORAGE_KEY, userId);
    set({ userId });
  },
  clearToken: () => {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    storage()?.removeItem(USER_ID_STORAGE_KEY);
    set({ token: null, userId: null });
  },
}));

/**
 * Who is asking, for query keys: answers that depend on the viewer are cached per user, never under
 * the bearer token (which would then sit in the cache and devtools).
 */
export function viewerKey(state: Pick<AuthState, "token" | "userId">): string {
  if (state.token === null) return "anonymous";
  return state.userId ?? "signed-in";
}

export const useViewerKey = () => useAuthStore(viewerKey);
export const currentViewerKey = () => viewerKey(useAuthStore.getState());

// Signing in or out in another tab applies here too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== USER_ID_STORAGE_KEY && event.key !== null) return;
    useAuthStore.setState({ token: readStoredToken(), userId: readStoredUserId() });
  });
}

export const useIsSignedIn = () => useAuthStore((state) => state.token !== null);
