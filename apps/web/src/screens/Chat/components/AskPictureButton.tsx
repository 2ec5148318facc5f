import type { ChatMessage } from "@fable/contract";
import { ImagePlus, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pictureApi, useRefreshPictures } from "../../../queries/pictures";
import { toastFailure } from "../toastFailure";

/**
 * "Ask for a picture": the character sends one that fits the chat (docs/product.md#pictures-in-chat).
 * What the user typed, if anything, says what the picture should show, and leaves the box.
 */
export function AskPictureButton({
  dialogueId,
  disabled,
  takeRequest,
  giveBack,
  onSent,
}: {
  dialogueId: string;
  disabled: boolean;
  /** The composer's text, taken out of it; "" when empty. */
  takeRequest: () => string;
  /** Puts the text back when no picture came. */
  giveBack: (request: string) => void;
  onSent: (message: ChatMessage) => void;
}) {
  const { t } = useTranslation();
  const refreshPictures = useRefreshPictures();
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    const request = takeRequest();
    try {
      const { message } = await pictureApi.ask(dialogueId, request || undefined);
      onSent(message);
      refreshPictures();
    } catch (error) {
      if (request) giveBack(request);
      toastFailure(error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <button
      type="button"
      data-testid="chat-ask-picture"
      disabled={disabled || asking}
      onClick={() => void ask()}
      title={t("pictures.askHint")}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-dashed border-border px-3 text-sm text-muted transition duration-150 ease-out hover:border-accent/60 hover:text-text disabled:opacity-50"
    >
      {asking ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <ImagePlus aria-hidden="true" className="size-4" />
      )}
      {asking ? t("pictures.asking") : t("pictures.ask")}
    </button>
  );
}
