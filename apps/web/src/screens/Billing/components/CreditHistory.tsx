import type { CreditHistoryLine } from "@fable/contract";
import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { ListSkeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { creditTime, kindTone, signedAmount } from "../../../lib/credits";
import { useCreditHistory } from "../../../queries/credits";
import { reasonLabel } from "../creditReasons";

function HistoryRow({ line, locale }: { line: CreditHistoryLine; locale: string }) {
  const { t } = useTranslation();
  const expired = line.expiresAt !== null && new Date(line.expiresAt).getTime() <= Date.now();
  return (
    <li
      data-testid="credits-history-line"
      data-kind={line.kind}
      data-reason={line.reason}
      className="flex items-center justify-between gap-4 px-4 py-3"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate text-sm font-medium">{reasonLabel(line.reason, t)}</span>
        <span className="text-xs text-muted">
          {creditTime(line.createdAt, locale)}
          {line.expiresAt
            ? ` · ${t(expired ? "billing.history.expired" : "billing.history.expires", {
                time: creditTime(line.expiresAt, locale),
              })}`
            : null}
        </span>
      </div>
      <span
        data-testid="credits-history-amount"
        className={clsx("shrink-0 text-base font-semibold tabular-nums", kindTone(line.kind))}
      >
        {signedAmount(line.amount)}
      </span>
    </li>
  );
}

/** The ledger, newest first, a page at a time. */
export function CreditHistory() {
  const { t, i18n } = useTranslation();
  const history = useCreditHistory();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const lines = history.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className="flex flex-col gap-3" aria-labelledby="credits-history-title">
      <h2 id="credits-history-title" className="text-base font-semibold">
        {t("billing.history.title")}
      </h2>
      {history.data ? (
        lines.length > 0 ? (
          <>
            <ul
              data-testid="credits-history"
              className="divide-y divide-border overflow-hidden rounded-[12px] border border-border bg-surface"
            >
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: ledger lines carry no id; the list only grows at its end
                <HistoryRow key={index} line={line} locale={locale} />
              ))}
            </ul>
            {history.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                  data-testid="credits-history-more"
                >
                  {history.isFetchingNextPage ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : null}
                  {t("billing.history.more")}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <EmptyState message={t("billing.history.empty")} />
        )
      ) : history.isError ? (
        <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />
      ) : (
        <ListSkeleton heights={["h-14", "h-14", "h-14"]} label={t("common.loading")} />
      )}
    </section>
  );
}
