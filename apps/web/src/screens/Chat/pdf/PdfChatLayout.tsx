import type { PdfDocumentInfo } from "@fable/contract";
import * as RadixDialog from "@radix-ui/react-dialog";
import { FileText, X } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
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
        <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <RadixDialog.Trigger
            data-testid="pdf-panel-open"
            aria-label={t("pdf.viewer.show")}
            className="fixed right-4 bottom-28 z-30 flex size-11 items-center justify-center rounded-full bg-brand text-white shadow-lg transition duration-150 ease-out hover:brightness-110"
          >
            <FileText aria-hidden="true" className="size-5" />
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60" />
            <RadixDialog.Content
              data-testid="pdf-panel"
              aria-describedby={undefined}
              className="animate-fade-in fixed inset-x-0 bottom-0 z-50 flex h-[88dvh] flex-col gap-3 rounded-t-[16px] border-t border-border bg-surface p-4 shadow-2xl focus:outline-none"
            >
              <div className="flex items-center justify-between gap-4">
                <RadixDialog.Title className="truncate text-base font-semibold">{title}</RadixDialog.Title>
                <RadixDialog.Close
                  aria-label={t("pdf.viewer.hide")}
                  className="-m-1 rounded-full p-1 text-muted transition hover:bg-raised hover:text-text"
                >
                  <X aria-hidden="true" className="size-5" />
                </RadixDialog.Close>
              </div>
              <DocumentPane document={document} page={page} onPageChange={setPage} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      )}
    </CitationsProvider>
  );
}
