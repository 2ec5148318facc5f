import type { PdfDocumentInfo } from "@fable/contract";
import { FileText } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Sheet } from "../../../components/Sheet";
import { useMediaQuery } from "../../../lib/useMediaQuery";
import { usePdfDocuments } from "../../../queries/pdf";
import { PdfStateBadge } from "../../CreatePdf/components/PdfStateBadge";
import { type Citations, CitationsProvider } from "./CitedText";
import { PdfViewer } from "./PdfViewer";

/** Wide enough for the conversation and the document side by side; below it the document is a drawer. */
const SIDE_BY_SIDE_QUERY = "(min-width: 1024px)";

/** A PDF bot's own document first, then a supplemental one. */
const pickDocument = (documents: PdfDocumentInfo[]) =>
  documents.find((document) => document.role === "pdf") ?? documents[0] ?? null;

function DocumentPane({
  document,
  page,
  onPageChange,
}: {
  document: PdfDocumentInfo;
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      {document.state === "ready" ? null : <PdfStateBadge document={document} />}
      <PdfViewer url={document.url} page={page} onPageChange={onPageChange} />
    </div>
  );
}

/**
 * The chat of a bot with a document (docs/product.md#pdf-chat): the document beside the conversation on
 * wide screens, in a drawer opened from a button on small ones; citations in replies open their page.
 * A bot without documents gets the conversation alone.
 */
export function PdfChatLayout({ botId, children }: { botId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const documents = usePdfDocuments(botId).data?.documents;
  const document = documents ? pickDocument(documents) : null;
  const wide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [page, setPage] = useState(1);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const citations = useMemo<Citations>(
    () => ({
      openPage: (next) => {
        setPage(next);
        if (!wide) setDrawerOpen(true);
      },
      pageCount: document?.pageCount ?? null,
    }),
    [document?.pageCount, wide],
  );

  if (!document) return <>{children}</>;
  const title = `${t("pdf.viewer.title")} · ${document.fileName}`;

  return (
    <CitationsProvider value={citations}>
      <div className="flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col">{children}</div>
        {wide ? (
          <aside
            aria-label={title}
            data-testid="pdf-panel"
            className="flex w-[min(44%,560px)] shrink-0 flex-col gap-3 border-l border-border bg-surface/60 p-4"
          >
            <h2 className="truncate text-sm font-semibold">{title}</h2>
            <DocumentPane document={document} page={page} onPageChange={setPage} />
          </aside>
        ) : null}
      </div>
      {wide ? null : (
        <>
          <button
            type="button"
            data-testid="pdf-panel-open"
            aria-label={t("pdf.viewer.show")}
            onClick={() => setDrawerOpen(true)}
            className="fixed right-4 bottom-28 z-30 flex size-11 items-center justify-center rounded-full bg-brand text-white shadow-lg transition duration-150 ease-out hover:brightness-110"
          >
            <FileText aria-hidden="true" className="size-5" />
          </button>
          <Sheet
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            side="bottom"
            title={title}
            closeLabel={t("pdf.viewer.hide")}
            testId="pdf-panel"
          >
            <DocumentPane document={document} page={page} onPageChange={setPage} />
          </Sheet>
        </>
      )}
    </CitationsProvider>
  );
}
