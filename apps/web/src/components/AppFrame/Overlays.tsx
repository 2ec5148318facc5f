import { lazy, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";
import { useUiStore } from "../../stores/ui";

// Dialogs are fetched when first opened, keeping their code off the home route's first download.
const loadDrawer = () => import("./MobileDrawer");
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));
const SettingsDialog = lazy(() =>
  import("./SettingsDialog").then((module) => ({ default: module.SettingsDialog })),
);
const LoginPrompt = lazy(() => import("./LoginPrompt").then((module) => ({ default: module.LoginPrompt })));

/** The frame's modal layers: mobile drawer, settings, and the `?login=1` sign-in prompt. */
export function Overlays({ isMobile }: { isMobile: boolean }) {
  const mobileMenuOpen = useUiStore((state) => state.mobileMenuOpen);
  const settingsOpen = useUiStore((state) => state.settingsOpen);
  const [searchParams] = useSearchParams();
  const loginRequested = searchParams.get("login") === "1";

  // On phones the menu is one tap away, so its code is fetched as soon as the browser is idle.
  useEffect(() => {
    if (!isMobile) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => void loadDrawer());
  }, [isMobile]);

  return (
    <Suspense fallback={null}>
      {isMobile && mobileMenuOpen ? <MobileDrawer /> : null}
      {settingsOpen ? <SettingsDialog /> : null}
      {loginRequested ? <LoginPrompt /> : null}
    </Suspense>
  );
}
