import { clsx } from "clsx";
import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/formatCount";
import { useBotDetail } from "../../../queries/botProfile";
import { useKnownLike, useLikeBot } from "../../../queries/chatSettings";
import { toggledLike } from "../likes";
import { toastFailure } from "../toastFailure";

/**
 * The heart in the chat header with the bot's like count, toggled at once and put back if the server
 * refuses. The API does not say whether the user liked the bot before, so it starts as not liked;
 * liking twice is harmless (the server counts a user once).
 */
export function LikeButton({ botId, name }: { botId: string; name: string }) {
  const { t } = useTranslation();
  const detail = useBotDetail(botId).data;
  const known = useKnownLike(botId);
  const like = useLikeBot(botId);
  const view = known ?? (detail ? { liked: false, likes: detail.likes } : null);
  const liked = view?.liked ?? false;
  const label = liked ? t("chat.like.undo", { name }) : t("chat.like.do", { name });

  return (
    <button
      type="button"
      data-testid="chat-like"
      aria-pressed={liked}
      aria-label={label}
      title={label}
      disabled={!view || like.isPending}
      onClick={() => {
        if (!view) return;
        like.mutate({ botId, ...toggledLike(view) }, { onError: toastFailure });
      }}
      className={clsx(
        "flex h-9 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-sm transition duration-150 ease-out hover:bg-raised disabled:cursor-default",
        liked ? "text-accent-pink" : "text-muted hover:text-text",
      )}
    >
      <Heart aria-hidden="true" className={clsx("size-5", liked && "fill-current")} />
      {view ? (
        <span data-testid="chat-like-count" className="tabular-nums">
          {formatCount(view.likes)}
        </span>
      ) : null}
    </button>
  );
}
