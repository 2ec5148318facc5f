import { REVIEW_MAX_LENGTH, type ReviewItem } from "@fable/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { FieldError } from "../../../components/FieldError";
import { usePostReview } from "../../../queries/botReviews";
import { useIsSignedIn } from "../../../stores/auth";
import { openLogin } from "../../../stores/login";
import { alreadyReported } from "../../Chat/toastFailure";

const field =
  "w-full resize-y rounded-[12px] border border-border bg-bg px-3 py-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none";

/** Visitors are asked to sign in where the composer would be. */
function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="review-sign-in"
      className="flex flex-wrap items-center justify-between gap-3 rounded-[12px] border border-dashed border-border px-4 py-3"
    >
      <p className="text-sm text-muted">{t("reviews.signInPrompt")}</p>
      <Button size="sm" onClick={() => openLogin("review_post")} data-testid="review-sign-in-button">
        {t("reviews.signIn")}
      </Button>
    </div>
  );
}

/**
 * Write a review, or rewrite yours (one per bot). Remount it with a new key when the viewer's review
 * changes, so the field starts from what is stored.
 */
export function ReviewComposer({ botId, myReview }: { botId: string; myReview: ReviewItem | null }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const fieldId = useId();
  const errorId = useId();
  const post = usePostReview(botId);
  const [content, setContent] = useState(myReview?.content ?? "");
  const [error, setError] = useState<string | null>(null);
  if (!signedIn) return <SignInPrompt />;

  const trimmed = content.trim();
  const unchanged = myReview !== null && trimmed === myReview.content;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || unchanged) return;
    setError(null);
    // A promise, not mutate() callbacks: the composer is remounted once the stored review changes.
    post.mutateAsync(trimmed).then(
      () => toast.success(myReview ? t("reviews.updated") : t("reviews.posted")),
      // The server's own words: too long, flagged by the word list, bot no longer open …
      (failure: Error) => {
        if (!alreadyReported(failure)) setError(failure.message || t("reviews.postFailed"));
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid="review-composer">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {myReview ? t("reviews.yourReview") : t("reviews.writeLabel")}
      </label>
      <textarea
        id={fieldId}
        data-testid="review-input"
        value={content}
        maxLength={REVIEW_MAX_LENGTH}
        rows={3}
        placeholder={t("reviews.placeholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setContent(event.target.value)}
        className={field}
      />
      <FieldError id={errorId} error={error} testId="review-input" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted tabular-nums">
          {t("reviews.length", { count: content.length, max: REVIEW_MAX_LENGTH })}
          {myReview ? ` · ${t("reviews.rewriteHint")}` : ""}
        </span>
        <Button
          type="submit"
          size="sm"
          data-testid="review-submit"
          disabled={!trimmed || unchanged || post.isPending}
        >
          {myReview ? t("reviews.update") : t("reviews.post")}
        </Button>
      </div>
    </form>
  );
}
