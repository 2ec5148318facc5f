import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";

const arrow =
  "flex size-8 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text disabled:opacity-30 disabled:hover:bg-transparent";

/** `‹ 2/3 ›` under the latest reply; past the last swipe the right arrow writes a new one. */
export function SwipeControls({
  index,
  total,
  canPrevious,
  canNext,
  nextWrites,
  onStep,
}: {
  index: number;
  total: number;
  canPrevious: boolean;
  canNext: boolean;
  /** The next arrow regenerates rather than showing an existing swipe. */
  nextWrites: boolean;
  onStep: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-0.5 text-sm text-muted">
      <button
        type="button"
        data-testid="chat-swipe-prev"
        disabled={!canPrevious}
        onClick={() => onStep(-1)}
        aria-label={t("chat.swipe.previous")}
        className={arrow}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <span data-testid="chat-swipe-index" className="min-w-10 text-center tabular-nums" aria-live="polite">
        {index + 1}/{total}
      </span>
      <button
        type="button"
        data-testid="chat-swipe-next"
        disabled={!canNext}
        onClick={() => onStep(1)}
        aria-label={nextWrites ? t("chat.swipe.generate") : t("chat.swipe.next")}
        title={nextWrites ? t("chat.swipe.generate") : undefined}
        className={arrow}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
