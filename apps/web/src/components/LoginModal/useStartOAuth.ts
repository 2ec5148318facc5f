import type { OAuthPlatform } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useIsMobile } from "../../lib/useMediaQuery";
import { oauthAuthorizeUrl } from "../../queries/signIn";
import { describeFailure } from "./session";

const POPUP_NAME = "fable-oauth";

function popupFeatures(): string {
  const width = 520;
  const height = 680;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Sends the user to a provider: in a popup on desktop (opened at once, inside the click, so popup
 * blockers allow it, then pointed at the provider), in this window on phones or when blocked. The
 * provider returns to /callback/{platform}, which hands the answer back (see Overlays).
 */
export function useStartOAuth() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [busy, setBusy] = useState<OAuthPlatform | null>(null);

  const start = async (platform: OAuthPlatform) => {
    if (busy) return;
    setBusy(platform);
    const popup = isMobile ? null : window.open("about:blank", POPUP_NAME, popupFeatures());
    try {
      const { url } = await oauthAuthorizeUrl(platform);
      if (popup && !popup.closed) {
        popup.location.href = url;
        popup.focus();
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      popup?.close();
      // Apple being unavailable has its own wording (docs/product.md#spec-messages).
      toast.error(platform === "apple" ? t("auth.appleUnavailable") : describeFailure(error, t).message);
    } finally {
      setBusy(null);
    }
  };

  return { start, busy };
}
