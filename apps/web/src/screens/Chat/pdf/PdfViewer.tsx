import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { clampPage } from "./citations";
import { usePageCanvas, usePdfFile } from "./usePdfRender";

const navButton =
  "flex size-8 items-center justify-center rounded-full border border-border bg-raised text-text transition duration-150 ease-out hover:border-accent/60 disabled:opacity-40";

/**
 * One page of a PDF at a time, drawn to a canvas with pdf.js: "Page n of N" with previous and next
 * (docs/product.md#pdf-chat). The page is the caller's, so a citation elsewhere can turn it.
 */
export function PdfViewer({
  url,
  page,
  onPageChange,
}: {
  url: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const load = usePdfFile(url);
  const total = load.status === "open" ? load.pageCount : 0;
  const shown = load.status === "open" ? clampPage(page, total) : page;
  const { canvas, rendered } = usePageCanvas(load, shown);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2" data-testid="pdf-viewer">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label={t("pdf.viewer.previous")}
          title={t("pdf.viewer.previous")}
          disabled={load.status !== "open" || shown <= 1}
          onClick={() => onPageChange(shown - 1)}
          data-testid="pdf-viewer-previous"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <span
          className="text-sm text-muted tabular-nums"
          aria-live="polite"
          data-testid="pdf-viewer-page"
          data-page={load.status === "open" ? shown : undefined}
        >
          {load.status === "open" ? t("pdf.viewer.page", { page: shown, total }) : null}
        </span>
        <button
          type="button"
          className={navButton}
          aria-label={t("pdf.viewer.next")}
          title={t("pdf.viewer.next")}
          disabled={load.status !== "open" || shown >= total}
          onClick={() => onPageChange(shown + 1)}
          data-testid="pdf-viewer-next"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="relative min-h-0 flex-1 overflow-auto rounded-[10px] border border-border bg-raised">
        <canvas
          ref={canvas}
          data-testid="pdf-canvas"
          data-rendered-page={rendered ?? undefined}
          aria-label={load.status === "open" ? t("pdf.viewer.page", { page: shown, total }) : undefined}
          className="mx-auto block bg-white shadow"
        />
        {load.status === "loading" || (load.status === "open" && rendered !== shown) ? (
          <span
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted"
          >
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {load.status === "loading" ? t("pdf.viewer.loading") : null}
          </span>
        ) : null}
        {load.status === "failed" ? (
          <p role="alert" className="p-4 text-sm text-danger">
            {t("pdf.viewer.failed")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
