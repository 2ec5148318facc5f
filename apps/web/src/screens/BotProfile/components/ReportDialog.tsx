import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_NEEDING_DETAILS,
  type ReportReasonCode,
  type ReportTargetType,
} from "@fable/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { FieldError } from "../../../components/FieldError";
import { useAddReport, useReportReasons } from "../../../queries/reports";
import { alreadyReported } from "../../Chat/toastFailure";
import { acceptList } from "../../CreateBot/avatarFile";
import { characterMessageKey, DEFAULT_MESSAGE_VALUES } from "../../CreateBot/validation";
import { REPORT_PICTURE_LIMITS, reportProblem } from "../reportForm";

const field =
  "w-full resize-y rounded-[12px] border border-border bg-bg px-3 py-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none";

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** Shown in the title: what is being reported. */
  name: string;
}

/** The form itself, mounted afresh each time the dialog opens so nothing of a previous report lingers. */
function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const reasons = useReportReasons();
  const add = useAddReport();
  const detailsId = useId();
  const pictureId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<ReportReasonCode | "">("");
  const [content, setContent] = useState("");
  const [picture, setPicture] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reportProblem({ reason, content, picture });
    // No reason chosen is one of reportProblem's answers; the second test only tells the types so.
    if (problem || reason === "") {
      const key = problem ?? "reasonRequired";
      return setError(t(`reviews.report.errors.${key}`, { max: REPORT_DETAILS_MAX_LENGTH }));
    }
    setError(null);
    add.mutate(
      { targetType: target.type, targetId: target.id, reason, content: content.trim(), picture },
      {
        // The server keeps one open report per reporter and target: a repeat finds the first one.
        onSuccess: (receipt) => {
          if (receipt.alreadyReported) toast.info(t("reviews.report.already"));
          else toast.success(t("reviews.report.sent"));
          onDone();
        },
        onError: (failure) => {
          if (alreadyReported(failure)) return;
          // A refused picture (too many pixels, damaged …) comes back in the contract's words: translated.
          const key = characterMessageKey(failure.message);
          setError(key ? t(key, DEFAULT_MESSAGE_VALUES) : failure.message || t("reviews.report.failed"));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <fieldset
        className="flex flex-col gap-1"
        data-testid="report-reasons"
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t("reviews.report.reason")}</legend>
        {reasons.data ? (
          reasons.data.map((option) => (
            <label
              key={option.code}
              className="flex min-h-9 cursor-pointer items-center gap-3 rounded-[8px] px-2 text-sm hover:bg-raised has-[:checked]:bg-accent/15"
            >
              <input
                type="radio"
                name="report-reason"
                value={option.code}
                data-testid={`report-reason-${option.code}`}
                checked={reason === option.code}
                onChange={() => {
                  setReason(option.code);
                  setError(null);
                }}
                className="accent-accent"
              />
              {t(`reviews.report.reasons.${option.code}`, { defaultValue: option.label })}
            </label>
          ))
        ) : reasons.isError ? (
          <p className="text-sm text-danger">{reasons.error.message || t("common.loadFailed")}</p>
        ) : (
          <p className="text-sm text-muted">{t("common.loading")}</p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={detailsId} className="text-sm font-medium">
          {reason === REPORT_REASON_NEEDING_DETAILS
            ? t("reviews.report.detailsRequired")
            : t("reviews.report.details")}
        </label>
        <textarea
          id={detailsId}
          data-testid="report-details"
          value={content}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          rows={3}
          placeholder={t("reviews.report.detailsPlaceholder")}
          onChange={(event) => setContent(event.target.value)}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={pictureId} className="text-sm font-medium">
          {t("reviews.report.picture")}
        </label>
        <input
          id={pictureId}
          type="file"
          data-testid="report-picture"
          accept={acceptList(REPORT_PICTURE_LIMITS.types)}
          onChange={(event) => setPicture(event.target.files?.[0] ?? null)}
          className="text-sm text-muted file:mr-3 file:rounded-full file:border file:border-border file:bg-raised file:px-3 file:py-1.5 file:text-text"
        />
      </div>
      <FieldError id={errorId} error={error} testId="report" />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t("reviews.cancel")}
        </Button>
        <Button type="submit" variant="danger" data-testid="report-submit" disabled={add.isPending}>
          {add.isPending ? t("reviews.report.sending") : t("reviews.report.submit")}
        </Button>
      </div>
    </form>
  );
}

/** Report a bot (or anything else the server takes): a reason, optional details and picture. */
export function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("reviews.report.title", { name: target.name })}
      description={t("reviews.report.description")}
      testId="report-dialog"
    >
      {open ? <ReportForm target={target} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
