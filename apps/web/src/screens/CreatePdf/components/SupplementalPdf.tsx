import type { BotCreationConfig } from "@fable/contract";
import { PDF_LIMITS } from "@fable/contract";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { usePdfDocuments, useSetSupplementalPdf } from "../../../queries/pdf";
import { createToast } from "../../CreateBot/toast";
import { fieldId } from "../../CreateBot/validation";
import { documentName, megabytes, pdfMaxBytes, pdfMessageKey } from "../pdfFile";
import { PdfFileField } from "./PdfFileField";
import { PdfStateBadge } from "./PdfStateBadge";

/**
 * An ordinary bot's supplemental PDF (docs/product.md#pdf-supplemental-field): uploading one sets it at once
 * (it is read in the background, its passages later join the prompt like lore); removing it likewise.
 * Offered on edit only: a bot being created has no id to attach it to yet.
 */
export function SupplementalPdf({
  botId,
  config,
}: {
  botId: string | null;
  config: BotCreationConfig | undefined;
}) {
  const { t } = useTranslation();
  const maxBytes = pdfMaxBytes(config);
  const documents = usePdfDocuments(botId).data?.documents;
  const current = documents?.find((document) => document.role === "supplemental") ?? null;
  const set = useSetSupplementalPdf();
  const id = fieldId("supplementalPdf");

  if (!botId) {
    return (
      <p className="text-xs text-muted" data-testid="supplemental-pdf-later">
        {t("pdf.supplemental.afterCreate")}
      </p>
    );
  }
  const failed = (error: Error) => {
    const key = pdfMessageKey(error.message);
    createToast.error(key ? t(key, { mb: megabytes(maxBytes) }) : error.message);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="supplemental-pdf">
      <PdfFileField
        id={id}
        label={t("pdf.supplemental.title")}
        hint={t("pdf.supplemental.hint", { mb: megabytes(maxBytes) })}
        fileName={current?.fileName ?? ""}
        maxBytes={maxBytes}
        disabled={set.isPending}
        onUploaded={({ pdfUrl, fileName }) =>
          set.mutate(
            { botId, pdfUrl, fileName: documentName(fileName, PDF_LIMITS.fileNameMax) },
            { onError: failed },
          )
        }
      />
      {current ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <PdfStateBadge document={current} canRetry compact />
          </div>
          <Button
            variant="dangerGhost"
            size="sm"
            disabled={set.isPending}
            data-testid="supplemental-pdf-remove"
            onClick={() =>
              set.mutate(
                { botId, pdfUrl: "" },
                { onSuccess: () => createToast.success(t("pdf.supplemental.removed")), onError: failed },
              )
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("pdf.supplemental.remove")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
