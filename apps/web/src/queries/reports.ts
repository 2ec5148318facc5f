import type {
  BodyOf,
  ReportReasonCode,
  ReportReceipt,
  ReportStatus,
  ReportTargetType,
} from "@fable/contract";
import { reportRoutes } from "@fable/contract/routes/reports";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { nextPageOf } from "../lib/paging";
import { useViewerKey } from "../stores/auth";
import { uploadFile } from "./creation";

export const REPORT_PAGE_SIZE = 20;

export const reportKeys = {
  all: ["reports"] as const,
  reasons: () => [...reportKeys.all, "reasons"] as const,
  /** Only reviewers may read reports, so the viewer is in the key. */
  list: (status: ReportStatus, viewer: string) => [...reportKeys.all, "list", status, viewer] as const,
};

/** GET /report/reasons: codes to send, English labels as the fallback of the translated ones. */
export function useReportReasons(enabled = true) {
  return useQuery({
    queryKey: reportKeys.reasons(),
    queryFn: ({ signal }) => api.call(reportRoutes.reasons, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export interface ReportDraft {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReasonCode;
  content: string;
  /** Uploaded first (POST /aws/s3/sign, then PUT): the server accepts only its own uploads. */
  picture: File | null;
}

/** POST /report/add, after uploading the optional picture. */
export async function sendReport({ picture, ...report }: ReportDraft): Promise<ReportReceipt> {
  const pictureUrl = picture ? await uploadFile(picture, picture.name, "image") : undefined;
  return api.call(reportRoutes.add, { body: { ...report, ...(pictureUrl ? { pictureUrl } : {}) } });
}

export function useAddReport() {
  return useMutation({ mutationFn: sendReport });
}

/** GET /report/list (reviewers), page after page. */
export function useReportList(status: ReportStatus) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: reportKeys.list(status, viewer),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        reportRoutes.list,
        { query: { status, page: pageParam, limit: REPORT_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: viewer !== "anonymous",
  });
}

/** POST /report/resolve; every report list is re-read, as the report moves from open to closed. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof reportRoutes.resolve>) => api.call(reportRoutes.resolve, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...reportKeys.all, "list"] }),
  });
}
