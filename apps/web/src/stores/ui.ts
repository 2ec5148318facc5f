import { create } from "zustand";
import { readCookie, writeCookie } from "../lib/cookies";

export const SIDEBAR_COOKIE = "sidebar";

export const sidebarCookieValue = (collapsed: boolean) => (collapsed ? "collapsed" : "expanded");
export const isCollapsedCookie = (value: string | null) => value === "collapsed";

interface UiState {
  sidebarCollapsed: boolean;
  mobileMenuOpen: boolean;
  settingsOpen: boolean;
  toggleSidebar: () => void;
  setMobileMenuOpen: (open: boolean) => void;
  setSettingsOpen: (open: boolean) => void;
}

export const useUiStore = create<UiState>()((set, get) => ({
  sidebarCollapsed: isCollapsedCookie(readCookie(SIDEBAR_COOKIE)),
  mobileMenuOpen: false,
  settingsOpen: false,
  toggleSidebar: () => {
    const collapsed = !get().sidebarCollapsed;
    writeCookie(SIDEBAR_COOKIE, sidebarCookieValue(collapsed));
    set({ sidebarCollapsed: collapsed });
  },
  setMobileMenuOpen: (open) => set({ mobileMenuOpen: open }),
  setSettingsOpen: (open) => set({ settingsOpen: open }),
}));
