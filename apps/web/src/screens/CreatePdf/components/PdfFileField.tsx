import { clsx } from "clsx";
import { FileText, LoaderCircle, Upload } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { FieldError } from "../../../components/FieldError";
import { uploadPdf } from "../../../queries/pdf";
import { FieldHeading, useMessageText } from "../../CreateBot/components/fields";
import { HiddenFileInput } from "../../CreateBot/components/HiddenFileInput";
import { characterMessageKey, DEFAULT_MESSAGE_VALUES, type FieldMessage } from "../../CreateBot/validation";
import { checkPdfFile, megabytes, PDF_PROBLEM_KEYS, pdfMessageKey } from "../pdfFile";

/** What the field holds once a file is up: its address and its own name. */
export interface UploadedPdf {
  pdfUrl: string;
  fileName: string;
}

/**
 * A PDF picker: drop a file or choose one; it is checked here (PDF only, within the configured size),
 * uploaded with visible progress, and handed over once stored.
 */
export function PdfFileField({
  id,
  label,
  hint,
  fileName,
  maxBytes,
  onUploaded,
  error,
  disabled = false,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The current document's name, if there is one. */
  fileName: string;
  maxBytes: number;
  onUploaded: (uploaded: UploadedPdf) => void;
  error?: FieldMessage;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const mb = megabytes(maxBytes);
  const uploading = progress !== null;

  const choose = async (file: File) => {
    const found = checkPdfFile(file, maxBytes);
    if (found) {
      setProblem(t(PDF_PROBLEM_KEYS[found], { mb }));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const pdfUrl = await uploadPdf(file, setProgress);
      onUploaded({ pdfUrl, fileName: file.name });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "";
      const key = pdfMessageKey(message) ?? characterMessageKey(message);
      setProblem(key ? t(key, { ...DEFAULT_MESSAGE_VALUES, mb }) : message || t("pdf.upload.failed"));
    } finally {
      setProgress(null);
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !uploading) void choose(file);
  };

  const shown = problem ?? text(error);
  return (
    <div className="flex flex-col gap-2">
      <FieldHeading id={`${id}-label`} label={label} hint={hint ?? t("pdf.upload.hint", { mb })} />
      <fieldset
        id={id}
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        data-testid={`${id}-drop`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={clsx(
          "flex min-w-0 flex-col gap-3 rounded-[12px] border border-dashed p-4 transition duration-150 ease-out focus:outline-none sm:flex-row sm:items-center",
          dragging ? "border-accent bg-accent/10" : shown ? "border-danger" : "border-border bg-bg/60",
        )}
      >
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <FileText aria-hidden="true" className="size-8 shrink-0 text-accent-soft" />
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            {fileName ? (
              <span className="truncate font-medium" data-testid={`${id}-name`}>
                {fileName}
              </span>
            ) : (
              <span className="text-muted">{t("pdf.upload.drop")}</span>
            )}
            {uploading ? (
              <span role="status" className="text-xs text-muted tabular-nums" data-testid={`${id}-progress`}>
                {t("pdf.upload.progress", { percent: progress })}
              </span>
            ) : null}
          </div>
        </div>
        <HiddenFileInput
          ref={input}
          accept="application/pdf,.pdf"
          testId={`${id}-file`}
          onFile={(file) => void choose(file)}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
          className="shrink-0"
        >
          {uploading ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {fileName ? t("pdf.upload.replace") : t("pdf.upload.choose")}
        </Button>
      </fieldset>
      {uploading ? (
        <div
          className="h-1.5 overflow-hidden rounded-full bg-raised"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress ?? 0}
          aria-label={t("pdf.upload.uploading")}
        >
          <div
            className="h-full bg-accent transition-[width] duration-150"
            style={{ width: `${progress}%` }}
          />
        </div>
      ) : null}
      <FieldError id={`${id}-error`} testId={id} error={shown} />
    </div>
  );
}
