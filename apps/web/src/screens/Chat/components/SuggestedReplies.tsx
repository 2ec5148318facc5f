import { Lightbulb, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/Skeleton";
import { useSuggestReplies } from "../../../queries/chatSettings";

const chip =
  "max-w-[75vw] truncate rounded-full md:max-w-full border border-border bg-surface px-3 py-1.5 text-sm text-text transition duration-150 ease-out hover:border-accent/60 hover:bg-raised";

/** The answer of one request, kept with the anchor it was asked for. */
type Answer = { anchor: string; suggestions: string[] } | { anchor: string; error: string };

/**
 * "Suggest replies" after the latest reply, then the three suggestions as chips above the composer
 * (UI.md "Chat"). A chip fills the composer without sending. Everything hides when the anchor moves:
 * a message is sent, the reply changes, or another dialogue opens.
 */
export function SuggestedReplies({
  dialogueId,
  anchor,
  onPick,
}: {
  dialogueId: string;
  /** suggestionAnchor(state); null hides the row. */
  anchor: string | null;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const suggest = useSuggestReplies();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [asking, setAsking] = useState<string | null>(null);

  if (anchor === null) return null;
  const current = answer?.anchor === anchor ? answer : null;

  const ask = () => {
    setAsking(anchor);
    suggest.mutate(dialogueId, {
      onSuccess: ({ suggestions }) => setAnswer({ anchor, suggestions }),
      // The server's message, a daily limit (490) included: the API client also shows that one as a
      // toast with Contact Us, but the note stays where the user looked.
      onError: (error) => setAnswer({ anchor, error: error.message || t("chat.suggest.failed") }),
      onSettled: () => setAsking((value) => (value === anchor ? null : value)),
    });
  };

  if (asking === anchor) {
    return (
      <div role="status" aria-busy="true" className="flex gap-2 overflow-hidden pb-2">
        <span className="sr-only">{t("chat.suggest.loading")}</span>
        <Skeleton className="h-8 w-36 shrink-0 rounded-full" />
        <Skeleton className="h-8 w-44 shrink-0 rounded-full" />
        <Skeleton className="h-8 w-32 shrink-0 rounded-full" />
      </div>
    );
  }

  if (current && "suggestions" in current && current.suggestions.length > 0) {
    return (
      <div className="flex items-start gap-2 pb-2">
        <ul
          aria-label={t("chat.suggest.label")}
          data-testid="chat-suggestions"
          // One scrolling row on a phone, so the chips do not push the conversation away.
          className="flex min-w-0 flex-1 gap-2 overflow-x-auto md:flex-wrap md:overflow-visible"
        >
          {current.suggestions.map((text) => (
            <li key={text} className="shrink-0 md:max-w-full md:shrink">
              <button
                type="button"
                data-testid="chat-suggestion"
                title={text}
                onClick={() => onPick(text)}
                className={chip}
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setAnswer(null)}
          aria-label={t("chat.suggest.hide")}
          title={t("chat.suggest.hide")}
          className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2 pb-2">
      <button
        type="button"
        data-testid="chat-suggest"
        onClick={ask}
        className="inline-flex h-8 items-center gap-1.5 rounded-full border border-dashed border-border px-3 text-sm text-muted transition duration-150 ease-out hover:border-accent/60 hover:text-text"
      >
        <Lightbulb aria-hidden="true" className="size-4" />
        {t("chat.suggest.button")}
      </button>
      {current && "error" in current ? (
        <p role="alert" data-testid="chat-suggest-error" className="min-w-0 text-sm text-amber-200">
          {current.error}
        </p>
      ) : null}
    </div>
  );
}
