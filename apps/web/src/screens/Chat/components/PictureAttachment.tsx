import type { ChatPicture } from "@fable/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { refreshCredits } from "../../../queries/credits";
import { pictureApi, useRefreshPictures } from "../../../queries/pictures";
import { toastFailure } from "../toastFailure";

/** Pictures are shown at most this wide in a message; their height follows their shape. */
const SHOWN_WIDTH = 240;

/**
 * A picture a character sent, under its message (docs/product.md#pictures-in-chat). A locked one shows
 * its blurred preview and what unlocking costs; an unlocked one opens full size in a new tab.
 */
export function PictureAttachment({
  picture,
  onUnlocked,
}: {
  picture: ChatPicture;
  onUnlocked: (picture: ChatPicture) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshPictures = useRefreshPictures();
  const [unlocking, setUnlocking] = useState(false);
  const height = Math.round((SHOWN_WIDTH * picture.height) / Math.max(1, picture.width));
  const image = (
    <img
      src={picture.url}
      alt={picture.locked ? t("pictures.lockedAlt") : t("pictures.alt")}
      width={SHOWN_WIDTH}
      height={height}
      className="block h-auto w-[240px] max-w-full rounded-2xl border border-border object-cover"
    />
  );

  const unlock = async () => {
    setUnlocking(true);
    try {
      const answer = await pictureApi.unlock(picture.pictureId);
      const opened = answer.pictures[0];
      if (opened) onUnlocked(opened);
      refreshPictures();
      void refreshCredits(queryClient, answer.balance);
    } catch (error) {
      toastFailure(error);
    } finally {
      setUnlocking(false);
    }
  };

  if (!picture.locked)
    return (
      <a
        href={picture.url}
        target="_blank"
        rel="noreferrer"
        data-testid="chat-picture"
        data-locked="false"
        className="block rounded-2xl"
      >
        {image}
      </a>
    );
  return (
    <div data-testid="chat-picture" data-locked="true" className="relative w-[240px] max-w-full">
      {image}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-2xl bg-black/35 p-3 text-center">
        <Lock aria-hidden="true" className="size-5 text-white" />
        <Button
          size="sm"
          data-testid="chat-picture-unlock"
          disabled={unlocking}
          onClick={() => void unlock()}
        >
          {t("pictures.unlock", { count: picture.unlockPrice })}
        </Button>
      </div>
    </div>
  );
}
