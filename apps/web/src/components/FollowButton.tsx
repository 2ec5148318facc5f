import { Check, LoaderCircle, UserPlus, Users } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type FollowFlags, followClick, followStateOf } from "../lib/follow";
import { followGate, useFollowMutation } from "../queries/follow";
import { useUserInfo } from "../queries/user";
import { useIsSignedIn } from "../stores/auth";
import { openLogin } from "../stores/login";
import { Button, type ButtonSize } from "./Button";

interface FollowButtonProps extends FollowFlags {
  userId: string;
  /** Their privacy setting "allow follows"; lists that do not report it pass nothing. */
  allowFollow?: boolean;
  size?: ButtonSize;
  className?: string;
  /** Print why the button is disabled beside it (profile header); cards keep it for screen readers. */
  showBlockedNote?: boolean;
}

const LABEL_KEYS = {
  FOLLOW: "follow.follow",
  FOLLOWING: "follow.following",
  FRIENDS: "follow.friends",
} as const;
const ICONS = { FOLLOW: UserPlus, FOLLOWING: Check, FRIENDS: Users } as const;

/**
 * The follow button (docs/product.md#follow-button): Follow, Following, or Friends when followed back, as the
 * server reports. Visitors get the login modal (source follow_btn); one follow per 2 s; pending shows a
 * spinner; a failure leaves the button as it was (follow failures are not announced:
 * docs/product.md#silent-failures). Nobody sees it on their own card.
 */
export function FollowButton({
  userId,
  followed,
  beFollowed,
  allowFollow = true,
  size = "md",
  className,
  showBlockedNote = false,
}: FollowButtonProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const me = useUserInfo().data;
  const mutation = useFollowMutation();
  const noteId = useId();
  if (signedIn && me?.id === userId) return null;

  const state = followStateOf({ followed, beFollowed });
  const Icon = ICONS[state];
  const pending = mutation.isPending;
  const blocked = signedIn && !followed && !allowFollow;

  const onClick = () => {
    const action = followClick({
      signedIn,
      followed,
      beFollowed,
      allowFollow,
      pending,
      tryPass: followGate.tryPass,
    });
    if (action === "login") openLogin("follow_btn");
    else if (action !== "ignore") mutation.mutate({ userId, follow: action === "follow" });
  };

  return (
    <>
      <Button
        variant={state === "FOLLOW" ? "primary" : "secondary"}
        size={size}
        onClick={onClick}
        disabled={pending || blocked}
        aria-busy={pending || undefined}
        aria-pressed={followed}
        aria-describedby={blocked ? noteId : undefined}
        title={blocked ? t("follow.notAllowed") : undefined}
        data-testid="follow-button"
        data-state={state}
        className={className}
      >
        {pending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Icon aria-hidden="true" className="size-4" />
        )}
        {t(LABEL_KEYS[state])}
      </Button>
      {blocked ? (
        <span
          id={noteId}
          data-testid="follow-blocked-note"
          className={showBlockedNote ? "text-xs text-muted" : "sr-only"}
        >
          {t("follow.notAllowed")}
        </span>
      ) : null}
    </>
  );
}
