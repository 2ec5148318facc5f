import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A titled part of a memory panel, with an optional hint under its title. */
export function MemorySection({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {children}
    </section>
  );
}

/** The automatic summary of older messages, read-only (docs/product.md#memory). */
export function MemorySummary({ summary, testId }: { summary: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <MemorySection title={t("chat.memory.summary")} hint={t("chat.memory.summaryHint")} testId={testId}>
      <p className="rounded-[12px] border border-border bg-bg/60 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-text/90">
        {summary || t("chat.memory.noSummary")}
      </p>
    </MemorySection>
  );
}
