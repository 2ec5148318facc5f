import { Navigate, Outlet, useLocation } from "react-router";
import { useIsSignedIn } from "../stores/auth";
import { chatRedirect, fittingRedirect, guardRedirect, joyRedirect, profileRedirect } from "./redirects";

export function ChatRedirect() {
  return <Navigate to={chatRedirect(useLocation().search)} replace />;
}

export function JoyRedirect() {
  return <Navigate to={joyRedirect(useLocation().search)} replace />;
}

/** `/fitting?order=1` opens Manage Subscription; plain `/fitting` shows its child (the Toolkit). */
export function FittingRoute() {
  const target = fittingRedirect(useLocation().search);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

export function ProfileRedirect() {
  return <Navigate to={profileRedirect(useLocation().search)} replace />;
}

/**
 * Wraps screens that need an account; visitors go home with the login modal open (docs/product.md#visitor).
 * The source says what asked for sign-in (create routes: "create_bot") and travels in the history state.
 */
export function RequireAuth({ source }: { source?: string }) {
  const target = guardRedirect(true, useIsSignedIn());
  if (!target) return <Outlet />;
  return <Navigate to={target} replace state={source ? { loginSource: source } : undefined} />;
}
