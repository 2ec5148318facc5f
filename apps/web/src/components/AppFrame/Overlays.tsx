import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { type OAuthCallback, oauthMessageData, takePendingOAuth } from "../../lib/oauth";
import { orderToCheck } from "../../lib/paymentCheck";
import { showsResubscribeHint } from "../../lib/resubscribeHint";
import { useUserInfo, useUserStatus } from "../../queries/user";
import { lazyScreen } from "../../routes/lazyScreen";
import { useIsSignedIn } from "../../stores/auth";
import { useLoginStore } from "../../stores/login";
import { useMembershipStore } from "../../stores/membership";
import { useUiStore } from "../../stores/ui";

// Dialogs are fetched when first opened, keeping their code off the home route's first download.
const loadDrawer = () => import("./MobileDrawer");
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));
// Their strings are in the screens catalogs (screens/account.*.json), fetched alongside their code.
const SettingsDialog = lazyScreen<object>(() =>
  import("./SettingsDialog").then((module) => ({ default: module.SettingsDialog })),
);
const LoginModal = lazyScreen(() => import("../LoginModal"));
const NamePrompt = lazyScreen(() => import("../NamePrompt"));
const PaymentCheck = lazyScreen(() => import("../Membership/PaymentCheck"));
const ResubscribeHint = lazyScreen(() => import("../Membership/ResubscribeHint"));
const SubscribeModal = lazyScreen(() => import("../Membership/SubscribeModal"));

/** Signed-in non-members who arrived with a `ref` see the subscribe modal after 3 s (spec §6). */
const SUBSCRIBE_MODAL_DELAY_MS = 3000;
// Claims the daily reward for a signed-in user; its modal is a further chunk, fetched only for a grant.
const DailyRewardGate = lazy(() => import("../DailyReward/DailyRewardGate"));

/**
 * A provider's answer reaches this window two ways: posted by the callback popup, or left in
 * sessionStorage by a callback page that ran in this window. Either opens the login modal to finish.
 */
function useOAuthReturn() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again after each navigation
  useEffect(() => {
    let pending: OAuthCallback | null = null;
    try {
      pending = takePendingOAuth(sessionStorage);
    } catch {
      // Storage can be unavailable (blocked cookies); the popup path still works.
    }
    if (pending) useLoginStore.getState().receiveOAuth(pending);
  }, [key]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const callback = oauthMessageData(event, window.location.origin);
      if (callback) useLoginStore.getState().receiveOAuth(callback);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
}

/**
 * The frame's modal layers: mobile drawer, settings, the login modal (`?login=1` or openLogin), the
 * one-time "choose the name others see" prompt and the daily reward modal.
 */
export function Overlays({ isMobile }: { isMobile: boolean }) {
  const mobileMenuOpen = useUiStore((state) => state.mobileMenuOpen);
  const settingsOpen = useUiStore((state) => state.settingsOpen);
  const loginOpen = useLoginStore((state) => state.open);
  const signedIn = useIsSignedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const loginRequested = searchParams.get("login") === "1";
  // Set by the server for a name it replaced because it came from the email; asked once, then cleared.
  const namePromptPending = useUserInfo().data?.namePromptPending === true;

  useOAuthReturn();
  const status = useUserStatus().data;
  const subscribeOpen = useMembershipStore((state) => state.subscribeOpen);
  const orderToConfirm = signedIn ? orderToCheck(searchParams) : null;
  // The resubscribe hint waits for the payment check and the subscribe modal; the daily reward for it.
  const resubscribeHint =
    signedIn && !orderToConfirm && !subscribeOpen && status && showsResubscribeHint(status) ? status : null;
  const arrivedWithRef = useRef(searchParams.has("ref")).current;
  useEffect(() => {
    if (!arrivedWithRef || !signedIn || !status || status.vip) return;
    const timer = window.setTimeout(
      () => useMembershipStore.getState().openSubscribe(),
      SUBSCRIBE_MODAL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [arrivedWithRef, signedIn, status]);

  // On phones the menu is one tap away, so its code is fetched as soon as the browser is idle.
  useEffect(() => {
    if (!isMobile) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => void loadDrawer());
  }, [isMobile]);

  // A signed-in user has nothing to sign in to: drop a stale `?login=1`.
  useEffect(() => {
    if (!loginRequested || !signedIn || loginOpen) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("login");
        return next;
      },
      { replace: true },
    );
  }, [loginRequested, signedIn, loginOpen, setSearchParams]);

  return (
    <Suspense fallback={null}>
      {isMobile && mobileMenuOpen ? <MobileDrawer /> : null}
      {settingsOpen ? <SettingsDialog /> : null}
      {loginOpen || (loginRequested && !signedIn) ? <LoginModal /> : null}
      {signedIn && namePromptPending && !loginOpen ? <NamePrompt /> : null}
      {orderToConfirm ? <PaymentCheck orderNo={orderToConfirm} /> : null}
      {signedIn && subscribeOpen ? <SubscribeModal /> : null}
      {resubscribeHint ? <ResubscribeHint status={resubscribeHint} /> : null}
      {signedIn && !resubscribeHint ? (
        // Its own boundary: fetching it (or its modal) must not blank the dialogs around it.
        <Suspense fallback={null}>
          <DailyRewardGate />
        </Suspense>
      ) : null}
    </Suspense>
  );
}
