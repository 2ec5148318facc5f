import type { ChatPicture, GalleryPicture } from "@fable/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Check, ImageOff, Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { ErrorState } from "../../../components/StateMessage";
import { refreshCredits } from "../../../queries/credits";
import { pictureApi, useGallery, useRefreshPictures } from "../../../queries/pictures";
import { toastFailure } from "../toastFailure";

/** One picture of the gallery: locked ones unlock, open ones can become the chat's background. */
function GalleryItem({
  picture,
  isBackground,
  busy,
  onUnlock,
  onSetBackground,
}: {
  picture: GalleryPicture;
  isBackground: boolean;
  busy: boolean;
  onUnlock: () => void;
  onSetBackground: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li data-testid="gallery-picture" data-locked={picture.locked} className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-xl border border-border">
        <img
          src={picture.url}
          alt={picture.locked ? t("pictures.lockedAlt") : t("pictures.alt")}
          width={picture.width}
          height={picture.height}
          loading="lazy"
          className="block aspect-[3/4] w-full object-cover"
        />
        {picture.locked ? (
          <span className="absolute inset-0 flex items-center justify-center bg-black/35">
            <Lock aria-hidden="true" className="size-5 text-white" />
          </span>
        ) : null}
      </div>
      {picture.locked ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={onUnlock} data-testid="gallery-unlock">
          {t("pictures.unlock", { count: picture.unlockPrice })}
        </Button>
      ) : isBackground ? (
        <span className="inline-flex h-8 items-center justify-center gap-1 text-sm text-accent">
          <Check aria-hidden="true" className="size-4" />
          {t("pictures.isBackground")}
        </span>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={onSetBackground}
          data-testid="gallery-set-background"
        >
          {t("pictures.setBackground")}
        </Button>
      )}
    </li>
  );
}

/**
 * The chat's gallery (docs/product.md#pictures-in-chat): every picture the bot sent, newest first, to
 * unlock and to make the chat's background.
 */
export function GalleryDialog({
  open,
  onOpenChange,
  botId,
  botName,
  dialogueId,
  onUnlocked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  botId: string;
  botName: string;
  dialogueId: string;
  /** Pictures now open, so the chat shows them open too. */
  onUnlocked: (pictures: ChatPicture[]) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const gallery = useGallery(botId, open);
  const refreshPictures = useRefreshPictures();
  const [busy, setBusy] = useState(false);
  const list = gallery.data?.list ?? [];
  const background = gallery.data?.backgroundUrl ?? null;
  const lockedHere = list.some((picture) => picture.locked && picture.dialogueId === dialogueId);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      refreshPictures();
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const unlocked = async (answer: { pictures: ChatPicture[]; balance: number }) => {
    onUnlocked(answer.pictures);
    await refreshCredits(queryClient, answer.balance);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("pictures.galleryTitle")}
      description={t("pictures.galleryDescription", { name: botName })}
      testId="chat-gallery"
    >
      {gallery.isError ? (
        <ErrorState message={gallery.error.message} onRetry={() => void gallery.refetch()} />
      ) : gallery.isPending ? (
        <p className="text-sm text-muted">{t("common.loading")}</p>
      ) : list.length === 0 ? (
        <p data-testid="gallery-empty" className="flex items-center gap-2 text-sm text-muted">
          <ImageOff aria-hidden="true" className="size-4" />
          {t("pictures.galleryEmpty", { name: botName })}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            {lockedHere ? (
              <Button
                size="sm"
                disabled={busy}
                data-testid="gallery-unlock-all"
                onClick={() => void run(async () => unlocked(await pictureApi.unlockAll(dialogueId)))}
              >
                {t("pictures.unlockAll")}
              </Button>
            ) : null}
            {background ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                data-testid="gallery-clear-background"
                onClick={() => void run(async () => void (await pictureApi.setBackground(botId, null)))}
              >
                {t("pictures.clearBackground")}
              </Button>
            ) : null}
          </div>
          <ul className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
            {list.map((picture) => (
              <GalleryItem
                key={picture.pictureId}
                picture={picture}
                isBackground={picture.url === background}
                busy={busy}
                onUnlock={() => void run(async () => unlocked(await pictureApi.unlock(picture.pictureId)))}
                onSetBackground={() =>
                  void run(async () => void (await pictureApi.setBackground(botId, picture.url)))
                }
              />
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
