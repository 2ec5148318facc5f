import { clsx } from "clsx";
import { useTranslation } from "react-i18next";

/**
 * The model's reasoning before its reply, as a disclosure closed by default: it is not the character
 * speaking, so it stays out of the way until asked for.
 */
export function ReasoningDisclosure({ reasoning }: { reasoning: string }) {
  const { t } = useTranslation();
  if (!reasoning) return null;
  return (
    <details
      data-testid="chat-reasoning"
      className="max-w-full rounded-[12px] border border-border bg-surface/60 px-3 py-1.5 text-xs text-muted"
    >
      <summary className="cursor-pointer rounded select-none transition-colors duration-150 ease-out hover:text-text focus-visible:outline-2 focus-visible:outline-accent">
        {t("chat.reasoning")}
      </summary>
      <p className="mt-1.5 max-h-72 overflow-y-auto leading-relaxed break-words whitespace-pre-wrap italic">
        {reasoning}
      </p>
    </details>
  );
}

/** Under a reply a fallback model wrote: which model answered, since it is not the one in the header. */
export function AnsweredBy({ label, spaced }: { label: string | null; spaced: boolean }) {
  const { t } = useTranslation();
  if (!label) return null;
  return (
    <p data-testid="chat-answered-by" className={clsx("px-1 text-xs text-muted", spaced ? "mt-4" : "mt-1")}>
      {t("chat.answeredBy", { label })}
    </p>
  );
}
