import { LogIn, Volume2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { openLogin } from "../../../stores/login";

/**
 * A visitor's play button: voice needs an account (spec §7, text2Audio is for users), so it opens the
 * sign-up prompt "Sign up to unlock voice" instead of playing.
 */
export function VisitorVoiceButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="voice-play"
        data-state="visitor"
        aria-label={t("voice.play.reply")}
        title={t("voice.visitor.title")}
        onClick={() => setOpen(true)}
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text"
      >
        <Volume2 aria-hidden="true" className="size-4" />
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("voice.visitor.title")}
        description={t("voice.visitor.description")}
        testId="voice-sign-up"
      >
        <Button
          data-testid="voice-sign-up-button"
          onClick={() => {
            setOpen(false);
            openLogin("voice");
          }}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {t("voice.visitor.signUp")}
        </Button>
      </Dialog>
    </>
  );
}
