import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { OAUTH_MESSAGE_TYPE, readOAuthCallback, storePendingOAuth } from "../../lib/oauth";

/** The window that opened this popup, when it shows this same site (reading its origin throws otherwise). */
function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window || opener.closed) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/**
 * `/callback/{platform}`: where a sign-in provider returns. In the popup it hands the code and state
 * to the window that opened it and closes; without one (phones, blocked popups) it keeps them in
 * sessionStorage and goes home, where the login modal picks them up and finishes.
 */
export default function OAuthCallback() {
  const { t } = useTranslation();
  const { platform } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const callback = readOAuthCallback(platform, searchParams);
    if (!callback) {
      navigate("/", { replace: true });
      return;
    }
    const opener = sameOriginOpener();
    if (opener) {
      opener.postMessage({ type: OAUTH_MESSAGE_TYPE, ...callback }, window.location.origin);
      window.close();
      // Still here: the browser would not let the page close its window.
      setStuck(true);
      return;
    }
    try {
      storePendingOAuth(sessionStorage, callback);
    } catch {
      // No storage: going home without the answer is the best left to do.
    }
    navigate("/", { replace: true });
  }, [platform, searchParams, navigate]);

  return (
    <div
      role="status"
      data-testid="oauth-callback"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 px-6 text-center text-sm text-muted"
    >
      <title>{t("app.pageTitle", { page: t("auth.callbackTitle") })}</title>
      {stuck ? null : <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent" />}
      <p>{stuck ? t("auth.callbackClose") : t("auth.callbackTitle")}</p>
    </div>
  );
}
