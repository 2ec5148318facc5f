import { LIMITS } from "@fable/contract";
import { Activity, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import { Toaster } from "sonner";
import { isSidebarToggleShortcut } from "../../lib/shortcuts";
import { useTracking } from "../../lib/tracking/useTracking";
import { useIsMobile } from "../../lib/useMediaQuery";
import { readHandles } from "../../routes/handle";
import Home from "../../screens/Home";
import { useUiStore } from "../../stores/ui";
import { ScreenFallback } from "../ScreenFallback";
import { Header } from "./Header";
import { Overlays } from "./Overlays";
import { Sidebar } from "./Sidebar";

function useSidebarShortcut(isMobile: boolean) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarToggleShortcut(event)) return;
      event.preventDefault();
      const ui = useUiStore.getState();
      if (isMobile) ui.setMobileMenuOpen(!ui.mobileMenuOpen);
      else ui.toggleSidebar();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isMobile]);
}

/** Home is kept alive (docs/product.md#routes): mounted on first visit, then hidden rather than unmounted. */
function KeepAliveHome({ active }: { active: boolean }) {
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  if (!visited) return null;
  return (
    <Activity mode={active ? "visible" : "hidden"}>
      <Home />
    </Activity>
  );
}

export function AppFrame() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  const setMobileMenuOpen = useUiStore((state) => state.setMobileMenuOpen);
  const { keepAlive, hideHeader } = readHandles(useMatches());
  const location = useLocation();

  useSidebarShortcut(isMobile);
  useTracking();

  // The drawer belongs to the page it was opened on, and never survives a switch to the desktop layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation and layout changes
  useEffect(() => setMobileMenuOpen(false), [location.pathname, isMobile, setMobileMenuOpen]);

  const sidebarWidth = collapsed ? LIMITS.sidebarCollapsedWidth : LIMITS.sidebarWidth;

  return (
    <div className="min-h-dvh bg-bg text-text">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-raised px-4 py-2 text-sm focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("nav.skipToContent")}
      </a>
      {isMobile ? null : (
        <aside
          style={{ width: sidebarWidth }}
          className="fixed inset-y-0 left-0 z-40 border-r border-border bg-surface transition-[width] duration-200 ease-out"
        >
          <Sidebar collapsed={collapsed} showToggle />
        </aside>
      )}
      <div
        style={isMobile ? undefined : { paddingLeft: sidebarWidth }}
        className="flex min-h-dvh flex-col transition-[padding] duration-200 ease-out"
      >
        {hideHeader ? null : <Header isMobile={isMobile} />}
        <main id="main" className="flex-1">
          <KeepAliveHome active={Boolean(keepAlive)} />
          {keepAlive ? null : (
            <Suspense fallback={<ScreenFallback />}>
              <Outlet />
            </Suspense>
          )}
        </main>
      </div>
      <Overlays isMobile={isMobile} />
      <Toaster
        position="top-center"
        duration={LIMITS.toastMs}
        visibleToasts={LIMITS.toastMaxVisible}
        theme="dark"
        richColors
        closeButton={false}
      />
      <ScrollRestoration />
    </div>
  );
}
