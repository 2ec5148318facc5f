import { beforeEach, describe, expect, it, vi } from "vitest";
import { TOKEN_STORAGE_KEY, USER_ID_STORAGE_KEY, useAuthStore, viewerKey } from "./auth";

const TOKEN = "a-secret-bearer-token-0123456789";

/** The tests run without a browser: an in-memory localStorage stands in for it. */
const stored = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => stored.set(key, value),
  removeItem: (key: string) => stored.delete(key),
});

beforeEach(() => {
  stored.clear();
  useAuthStore.getState().clearToken();
});

describe("viewerKey", () => {
  it("is the user id once signed in, and never holds the bearer token", () => {
    expect(viewerKey(useAuthStore.getState())).toBe("anonymous");
    useAuthStore.getState().setSession(TOKEN, "42");
    expect(viewerKey(useAuthStore.getState())).toBe("42");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe("42");
    useAuthStore.getState().clearToken();
    expect(viewerKey(useAuthStore.getState())).toBe("anonymous");
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
  });

  it("learns the id of a session kept from before ids were stored, and not for a visitor", () => {
    useAuthStore.setState({ token: TOKEN, userId: null });
    expect(viewerKey(useAuthStore.getState())).toBe("signed-in");
    useAuthStore.getState().rememberUserId("7");
    expect(viewerKey(useAuthStore.getState())).toBe("7");
    useAuthStore.getState().clearToken();
    useAuthStore.getState().rememberUserId("8");
    expect(useAuthStore.getState().userId).toBeNull();
  });
});
