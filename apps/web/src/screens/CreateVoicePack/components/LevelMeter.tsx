import { clsx } from "clsx";
import { useTranslation } from "react-i18next";

/** The microphone's live level (UI.md "Voice"): a bar that grows with loudness, red when too loud. */
export function LevelMeter({ level, active }: { level: number; active: boolean }) {
  const { t } = useTranslation();
  const percent = Math.round(level * 100);
  return (
    <div className="flex items-center gap-2">
      <span className="w-16 shrink-0 text-xs text-muted">{t("voice.record.level")}</span>
      {/* biome-ignore lint/a11y/useSemanticElements: a live bar drawn like the app's other bars; <meter> is styled differently by each browser */}
      <div
        data-testid="voice-level"
        data-level={percent}
        role="meter"
        aria-label={t("voice.record.level")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-raised"
      >
        <div
          className={clsx(
            "h-full rounded-full transition-[width] duration-75",
            percent > 92 ? "bg-danger" : active ? "bg-success" : "bg-accent",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
