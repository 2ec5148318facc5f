import type { PdfDocumentInfo } from "@fable/contract";
import { clsx } from "clsx";
import { CircleAlert, CircleCheck, LoaderCircle, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { useRetryPdfDocument } from "../../../queries/pdf";
import { createToast } from "../../CreateBot/toast";

/** The state line of a document: "Queued", "Reading 40%", "Indexing 80%", "Ready", "Failed: why". */
export function usePdfStateText() {
  const { t } = useTranslation();
  return (document: Pick<PdfDocumentInfo, "state" | "progress" | "failure">) => {
    switch (document.state) {
      case "queued":
        return t("pdf.state.queued");
      case "reading":
        return t("pdf.state.reading", { progress: document.progress });
      case "indexing":
        return t("pdf.state.indexing", { progress: document.progress });
      case "ready":
        return t("pdf.state.ready");
      default:
        return document.failure
          ? t("pdf.state.failedWhy", { reason: document.failure })
          : t("pdf.state.failed");
    }
  };
}

/**
 * Where a document stands, with a progress bar while it is read, how many pages OCR read once it is
 * ready, and — for its owner — a Retry button once it failed (docs/product.md#pdf-create).
 */
export function PdfStateBadge({
  document,
  canRetry = false,
  compact = false,
}: {
  document: PdfDocumentInfo;
  canRetry?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const stateText = usePdfStateText();
  const retry = useRetryPdfDocument();
  const busy = document.state === "queued" || document.state === "reading" || document.state === "indexing";
  const failed = document.state === "failed";
  const Icon = failed ? CircleAlert : busy ? LoaderCircle : CircleCheck;

  return (
    <div
      data-testid="pdf-state"
      data-state={document.state}
      data-document-id={document.documentId}
      className={clsx(
        "flex flex-col gap-1.5 rounded-[10px] border px-3 py-2 text-xs",
        failed ? "border-danger/40 bg-danger/10" : "border-border bg-bg/60",
      )}
    >
      <div className="flex items-center gap-2">
        <Icon
          aria-hidden="true"
          className={clsx(
            "size-4 shrink-0",
            failed ? "text-danger" : busy ? "animate-spin text-accent-soft" : "text-success",
          )}
        />
        <span className="min-w-0 flex-1" role="status">
          {compact ? null : <span className="font-medium">{document.fileName} · </span>}
          <span data-testid="pdf-state-text">{stateText(document)}</span>
        </span>
        {failed && canRetry ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={retry.isPending}
            data-testid="pdf-retry"
            onClick={() =>
              retry.mutate(document.documentId, { onError: (error) => createToast.error(error.message) })
            }
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t("pdf.state.retry")}
          </Button>
        ) : null}
      </div>
      {busy ? (
        <div
          className="h-1 overflow-hidden rounded-full bg-raised"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={document.progress}
          aria-label={stateText(document)}
        >
          <div
            className="h-full bg-accent transition-[width] duration-300"
            style={{ width: `${document.progress}%` }}
          />
        </div>
      ) : null}
      {document.state === "ready" && document.ocrPages ? (
        <p className="text-muted" data-testid="pdf-ocr-pages">
          {t("pdf.state.ocrPages", { count: document.ocrPages })}
        </p>
      ) : null}
      {document.state === "ready" && document.notice ? <p className="text-muted">{document.notice}</p> : null}
    </div>
  );
}
