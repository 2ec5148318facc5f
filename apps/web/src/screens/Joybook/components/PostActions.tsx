import type { PostDetail } from "@fable/contract";
import { clsx } from "clsx";
import { Heart, Link2, MessageCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { copyText } from "../../../lib/clipboard";
import { formatCount } from "../../../lib/formatCount";
import { useContinuePostChat, useDeletePost, useLikePost, useSharePost } from "../../../queries/joybook";
import { useIsSignedIn } from "../../../stores/auth";
import { openLogin } from "../../../stores/login";
import { ConfirmDialog } from "../../Chat/components/ConfirmDialog";
import { alreadyReported } from "../../Chat/toastFailure";
import { joybookFailureMessage } from "../failures";
import { dialoguePath, postShareUrl } from "../paths";

const pill =
  "inline-flex h-10 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm transition duration-150 ease-out hover:border-accent/60 hover:bg-raised disabled:opacity-50";

/** Like, share, continue and (for the author) delete, under a post's chat. */
export function PostActions({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const like = useLikePost();
  const share = useSharePost();
  const continueChat = useContinuePostChat();
  const remove = useDeletePost();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const toastFailure = (error: unknown) => {
    if (!alreadyReported(error)) toast.error(joybookFailureMessage(error, t) || t("joybook.post.failed"));
  };

  const toggleLike = () => {
    if (!signedIn) return openLogin("joybook_like");
    like.mutate({ postId: post.id, liked: !post.liked }, { onError: toastFailure });
  };
  const copyLink = () =>
    share.mutate(post.id, {
      onSuccess: async ({ sharePath }) => {
        const copied = await copyText(postShareUrl(window.location.origin, sharePath));
        if (copied) toast.success(t("joybook.post.copySuccess"));
        else toast.error(t("joybook.post.copyFailed"));
      },
      onError: toastFailure,
    });
  const continueHere = () => {
    if (!signedIn) return openLogin("joybook_continue");
    continueChat.mutate(post.id, {
      onSuccess: (dialogue) => navigate(dialoguePath(dialogue)),
      onError: toastFailure,
    });
  };
  const deletePost = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(t("joybook.post.deleted"));
        navigate("/joydtl", { replace: true });
      },
      onError: (error) => {
        setConfirmingDelete(false);
        toastFailure(error);
      },
    });
  const likeLabel = post.liked ? t("joybook.post.unlike") : t("joybook.post.like");

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        data-testid="post-continue"
        disabled={continueChat.isPending}
        onClick={continueHere}
        className="h-10"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t("joybook.post.continue")}
      </Button>
      <button
        type="button"
        data-testid="post-like"
        aria-pressed={post.liked}
        aria-label={likeLabel}
        title={likeLabel}
        disabled={like.isPending}
        onClick={toggleLike}
        className={clsx(pill, post.liked ? "text-accent-pink" : "text-muted hover:text-text")}
      >
        <Heart aria-hidden="true" className={clsx("size-4", post.liked && "fill-current")} />
        <span data-testid="post-like-count" className="tabular-nums">
          {formatCount(post.likes)}
        </span>
      </button>
      <button
        type="button"
        data-testid="post-share"
        disabled={share.isPending}
        onClick={copyLink}
        className={clsx(pill, "text-muted hover:text-text")}
      >
        <Link2 aria-hidden="true" className="size-4" />
        {t("joybook.post.copyLink")}
      </button>
      {post.isMine ? (
        <>
          <Button
            variant="dangerGhost"
            data-testid="post-delete"
            onClick={() => setConfirmingDelete(true)}
            className="h-10 md:ml-auto"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("joybook.post.delete")}
          </Button>
          <ConfirmDialog
            open={confirmingDelete}
            title={t("joybook.post.deleteTitle")}
            description={t("joybook.post.deleteDescription")}
            confirmLabel={t("joybook.post.delete")}
            danger
            onConfirm={deletePost}
            onCancel={() => setConfirmingDelete(false)}
          />
        </>
      ) : null}
    </div>
  );
}
