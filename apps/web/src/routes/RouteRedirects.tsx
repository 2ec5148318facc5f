import { Navigate, Outlet, useLocation } from "react-router";
import { useIsSignedIn } from "../stores/auth";
import { chatRedirect, guardRedirect, joyRedirect, profileRedirect } from "./redirects";

export function ChatRedirect() {
  return <Navigate to={chatRedirect(useLocation().search)} replace />;
}

export function JoyRedirect() {
  return <Navigate to={joyRedirect(useLocation().search)} replace />;
}

export function ProfileRedirect() {
  return <Navigate to={profileRedirect(useLocation().search)} replace />;
}

/** Wraps screens that need an account; visitors go home with the login prompt (spec §6). */
export function RequireAuth() {
  const target = guardRedirect(true, useIsSignedIn());
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
