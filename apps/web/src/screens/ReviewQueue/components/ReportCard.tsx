import type { ReportItem } from "@fable/contract";
import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/Button";
import { Chip } from "../../../components/Chip";
import { profilePath } from "../../../lib/paths";
import { reportTargetPath } from "../queueTabs";
import { exactTime, timeAgo } from "../time";
import { reviewCardFrame } from "./ReviewCard";

/** One report: what was reported, why, by whom and when, with the reviewer's two decisions while open. */
export function ReportCard({
  report,
  now,
  busy,
  onDecide,
}: {
  report: ReportItem;
  now: number;
  busy: boolean;
  onDecide: (status: "resolved" | "dismissed") => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const targetPath = reportTargetPath(report);
  const preview = report.targetPreview ?? t("reviews.queue.gone");

  return (
    <li data-testid="report-item" data-report-id={report.id} className={reviewCardFrame}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Chip tone="accent">{t(`reviews.queue.target.${report.targetType}`)}</Chip>
        {targetPath ? (
          <Link
            to={targetPath}
            data-testid="report-target"
            className="min-w-0 truncate font-medium hover:underline"
          >
            {preview}
          </Link>
        ) : (
          <span data-testid="report-target" className="min-w-0 truncate font-medium">
            {preview}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <p data-testid="report-reason" className="text-sm font-semibold text-red-300">
          {t(`reviews.report.reasons.${report.reason}`, { defaultValue: report.reason })}
        </p>
        {report.content ? <p className="text-sm break-words whitespace-pre-line">{report.content}</p> : null}
      </div>
      {report.pictureUrl ? (
        <a href={report.pictureUrl} target="_blank" rel="noopener noreferrer" className="w-fit">
          <img
            src={report.pictureUrl}
            alt={t("reviews.queue.picture")}
            loading="lazy"
            className="max-h-48 rounded-[8px] border border-border object-cover"
          />
        </a>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted">
        {report.reporter ? (
          <Link to={profilePath(report.reporter)} className="hover:text-text">
            {t("reviews.queue.reporter", { name: report.reporter.userName })}
          </Link>
        ) : (
          <span>{t("reviews.queue.reporterGone")}</span>
        )}
        <time dateTime={report.createdAt} title={exactTime(report.createdAt, language)}>
          {timeAgo(report.createdAt, now, language)}
        </time>
        {report.status === "open" ? (
          <div className="ml-auto flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              data-testid="report-dismiss"
              onClick={() => onDecide("dismissed")}
            >
              <X aria-hidden="true" className="size-4" />
              {t("reviews.queue.dismiss")}
            </Button>
            <Button
              size="sm"
              disabled={busy}
              data-testid="report-resolve"
              onClick={() => onDecide("resolved")}
            >
              <Check aria-hidden="true" className="size-4" />
              {t("reviews.queue.resolve")}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
