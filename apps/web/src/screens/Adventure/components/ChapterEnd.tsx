import type { ScoreConf } from "@fable/contract";
import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { storyApi } from "../storyApi";

/** A chapter break: the ornament with the chapter finished, and its rating (asked once per chapter). */
export function ChapterEnd({
  chapter,
  rated,
  onRate,
}: {
  chapter: number;
  rated: boolean;
  onRate: (score: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const scores = useQuery({
    queryKey: ["story", "scoreConf"],
    queryFn: () => storyApi.scores(),
    staleTime: Infinity,
  });
  const [saving, setSaving] = useState(false);
  const rate = async (score: number) => {
    setSaving(true);
    try {
      await onRate(score);
      toast.success(t("adventure.rating.thanks"));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      data-testid="adventure-chapter-end"
      className="my-6 rounded-xl border border-border bg-surface p-4 text-center"
    >
      <p className="text-sm tracking-[0.3em] text-muted" aria-hidden="true">
        ✦ ✦ ✦
      </p>
      <h2 className="mt-1 text-lg font-semibold">{t("adventure.chapterComplete", { chapter })}</h2>
      {rated ? (
        <p className="mt-2 text-sm text-muted">{t("adventure.rating.done")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t("adventure.rating.question")}</p>
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            {(scores.data ?? ([] as ScoreConf)).map((option) => (
              <Button
                key={option.score}
                variant="secondary"
                size="sm"
                disabled={saving}
                data-testid={`adventure-score-${option.score}`}
                className={clsx("rounded-full")}
                onClick={() => void rate(option.score)}
              >
                {"★".repeat(option.score)} {option.label}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
