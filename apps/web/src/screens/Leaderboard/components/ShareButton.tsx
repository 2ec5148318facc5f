import { Share2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { createThrottleGate } from "../../../api/throttle";
import { Button } from "../../../components/Button";
import { copyText } from "../../../lib/clipboard";

/**
 * Share-copy is debounced 2 s (docs/product.md#leaderboard-page), so a double click gives one copy and one
 * toast.
 */
const SHARE_DEBOUNCE_MS = 2000;

/** Copies the link of the board being shown ('Copy success!', docs/product.md#spec-messages). */
export function ShareButton() {
  const { t } = useTranslation();
  const gate = useRef(createThrottleGate(SHARE_DEBOUNCE_MS));
  const share = async () => {
    if (!gate.current.tryPass()) return;
    if (await copyText(window.location.href)) toast.success(t("browse.leaderboard.copySuccess"));
    else toast.error(t("browse.leaderboard.copyFailed"));
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void share()} data-testid="leaderboard-share">
      <Share2 aria-hidden="true" className="size-4" />
      {t("browse.leaderboard.share")}
    </Button>
  );
}
