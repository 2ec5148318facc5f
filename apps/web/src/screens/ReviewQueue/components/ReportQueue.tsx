import type { ReportStatus } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { ChoiceSwitch } from "../../../components/ChoiceSwitch";
import { ListSkeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { flattenPages } from "../../../lib/flattenPages";
import { useReportList, useResolveReport } from "../../../queries/reports";
import { isReviewerOnly } from "../../../queries/review";
import { toastFailure } from "../../Chat/toastFailure";
import { ReportCard } from "./ReportCard";
import { ReviewerOnly } from "./ReviewerOnly";

const STATUSES: ReportStatus[] = ["open", "resolved", "dismissed"];
const STATUS_KEYS = {
  open: "reviews.queue.open",
  resolved: "reviews.queue.resolved",
  dismissed: "reviews.queue.dismissed",
} as const;

/** The reviewers' reports tab: open ones oldest first to resolve or dismiss, closed ones as history. */
export function ReportQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>("open");
  const list = useReportList(status);
  const resolve = useResolveReport();
  const pages = list.data?.pages;
  const reports = pages ? flattenPages(pages) : [];

  const decide = (reportId: string, decision: "resolved" | "dismissed") =>
    resolve.mutate(
      { reportId, status: decision },
      {
        onSuccess: () =>
          toast.success(
            decision === "resolved" ? t("reviews.queue.resolvedToast") : t("reviews.queue.dismissedToast"),
          ),
        onError: toastFailure,
      },
    );

  if (list.isError && isReviewerOnly(list.error)) return <ReviewerOnly />;
  return (
    <div className="flex flex-col gap-4" data-testid="report-queue">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChoiceSwitch
          label={t("reviews.queue.statusLabel")}
          options={STATUSES}
          value={status}
          onChange={setStatus}
          labelOf={(option) => t(STATUS_KEYS[option])}
          testIdPrefix="report-status"
        />
        {pages?.[0] ? (
          <p className="text-sm text-muted">{t("reviews.queue.count", { count: pages[0].total })}</p>
        ) : null}
      </div>
      {pages ? (
        reports.length > 0 ? (
          <ul className="flex flex-col gap-4" data-testid="report-list">
            {reports.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                now={list.dataUpdatedAt}
                busy={resolve.isPending && resolve.variables?.reportId === report.id}
                onDecide={(decision) => decide(report.id, decision)}
              />
            ))}
          </ul>
        ) : (
          <EmptyState message={t("reviews.queue.empty")} />
        )
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <ListSkeleton heights={["h-32", "h-32", "h-32"]} label={t("common.loading")} />
      )}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t("common.loading") : t("reviews.more")}
        </Button>
      ) : null}
    </div>
  );
}
