import { FORCED_LOGOUT_CODES, LIMITS, ResponseCode } from "@fable/contract";
import { toast } from "sonner";
import { i18n } from "../i18n";
import { useAuthStore } from "../stores/auth";
import { useLoginStore } from "../stores/login";
import { useUiStore } from "../stores/ui";
import { API_MESSAGE_KEYS } from "./messages";
import { createThrottleGate } from "./throttle";

type Navigate = (to: string) => void;

/** The router registers its navigate function at start-up; until then a full page load is used. */
let navigate: Navigate = (to) => window.location.assign(to);

export function setApiNavigator(next: Navigate): void {
  navigate = next;
}

const forcedLogoutGate = createThrottleGate(LIMITS.forcedLogoutThrottleMs);

export const LOGIN_PATH = "/?login=1";
export const CONTACT_PATH = "/contact";
/** Where refusals for plan reasons and spent limits offer to upgrade. */
export const UPGRADE_PATH = "/billing?tab=plans";

/** Codes 109/420/421: the session is gone; clear it, say so once, and return to login. */
export function handleForcedLogout(serverMessage: string | undefined): void {
  if (!forcedLogoutGate.tryPass()) return;
  useAuthStore.getState().clearToken();
  // Dialogs close with the session (docs/product.md#forced-logout); the login modal opens on navigation.
  useUiStore.setState({ settingsOpen: false, mobileMenuOpen: false });
  useLoginStore.getState().closeLogin();
  toast.error(serverMessage?.trim() || i18n.t(API_MESSAGE_KEYS.loginAgain));
  navigate(LOGIN_PATH);
}

/**
 * Code 490: the server message with an upgrade offer (spent limits lead to upgrade offers) and a
 * Contact Us action.
 */
export function handleQuotaExceeded(serverMessage: string | undefined): void {
  toast.warning(serverMessage?.trim() || i18n.t(API_MESSAGE_KEYS.generic), {
    action: { label: i18n.t(API_MESSAGE_KEYS.upgrade), onClick: () => navigate(UPGRADE_PATH) },
    cancel: { label: i18n.t(API_MESSAGE_KEYS.contactUs), onClick: () => navigate(CONTACT_PATH) },
  });
}

/** Code 470: what was asked for needs a paid plan; the toast offers the upgrade. */
export function handlePlanRequired(serverMessage: string | undefined): void {
  toast.warning(serverMessage?.trim() || i18n.t(API_MESSAGE_KEYS.generic), {
    action: { label: i18n.t(API_MESSAGE_KEYS.upgrade), onClick: () => navigate(UPGRADE_PATH) },
  });
}

/** Runs the side effect a code calls for; returns true when the code was one of those. */
export function applyCodeEffects(code: number, serverMessage: string | undefined): boolean {
  if (FORCED_LOGOUT_CODES.includes(code)) {
    handleForcedLogout(serverMessage);
    return true;
  }
  if (code === ResponseCode.QUOTA_EXCEEDED) {
    handleQuotaExceeded(serverMessage);
    return true;
  }
  if (code === ResponseCode.PLAN_REQUIRED) {
    handlePlanRequired(serverMessage);
    return true;
  }
  return false;
}
