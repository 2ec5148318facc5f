import { systemRoutes } from "@fable/contract/routes/system";
import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, api } from "../../api";
import { Button } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";

function formatTime(value: string, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(language, { dateStyle: "medium", timeStyle: "medium" });
}

/** `/dev/outbox`: the emails and SMS a development server stored instead of sending, newest first. */
export default function DevOutbox() {
  const { t, i18n } = useTranslation();
  const outbox = useQuery({
    queryKey: ["dev", "outbox"],
    queryFn: ({ signal }) => api.call(systemRoutes.devOutbox, { query: {} }, { signal }),
    staleTime: 0,
    retry: false,
  });
  const status = outbox.error instanceof ApiError ? outbox.error.status : null;
  const disabled = status === 404;
  // The server answers only browsers on its own machine (the outbox holds every sign-in code).
  const elsewhere = status === 403;

  let content: ReactNode;
  if (outbox.isPending) {
    content = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <Skeleton className="h-16 rounded-[12px]" />
        <Skeleton className="h-16 rounded-[12px]" />
        <Skeleton className="h-16 rounded-[12px]" />
      </div>
    );
  } else if (disabled) {
    content = <EmptyState message={t("outbox.disabled")} />;
  } else if (elsewhere) {
    content = <EmptyState message={t("outbox.thisMachineOnly")} />;
  } else if (outbox.isError) {
    content = <ErrorState message={outbox.error.message} onRetry={() => void outbox.refetch()} />;
  } else if (outbox.data.length === 0) {
    content = <EmptyState message={t("outbox.empty")} />;
  } else {
    content = (
      <ul data-testid="outbox-list" className="flex flex-col gap-2">
        {outbox.data.map((message, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id; the list is replaced whole
            key={`${message.createdAt}-${index}`}
            data-testid="outbox-message"
            className="grid gap-1 rounded-[12px] border border-border bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <p className="truncate text-sm font-medium text-text">{message.subject}</p>
              <p className="truncate text-xs text-muted">
                {t("outbox.to")} <span className="text-text">{message.to}</span> ·{" "}
                <time dateTime={message.createdAt}>{formatTime(message.createdAt, i18n.language)}</time>
              </p>
            </div>
            {message.code ? (
              <p className="flex items-center gap-2 text-sm text-muted sm:justify-end">
                {t("outbox.code")}
                <span
                  data-testid="outbox-code"
                  className="rounded-[8px] bg-raised px-2.5 py-1 font-mono text-base font-semibold tracking-[0.2em] text-text"
                >
                  {message.code}
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div data-testid="dev-outbox" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 md:px-6">
      <title>{t("app.pageTitle", { page: t("outbox.title") })}</title>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold">{t("outbox.title")}</h1>
          <p className="text-sm text-muted">{t("outbox.body")}</p>
        </div>
        {disabled || elsewhere ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void outbox.refetch()}
            disabled={outbox.isFetching}
            data-testid="outbox-refresh"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t("outbox.refresh")}
          </Button>
        )}
      </div>
      {content}
    </div>
  );
}
