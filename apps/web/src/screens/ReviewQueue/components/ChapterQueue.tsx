import { novelRoutes } from "@fable/contract/routes/novels";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../api";
import { Button } from "../../../components/Button";
import { ListSkeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { isReviewerOnly } from "../../../queries/review";
import { toastFailure } from "../../Chat/toastFailure";
import { ReviewerOnly } from "./ReviewerOnly";

const KEY = ["review", "chapters"] as const;

/** The reviewers' Chapters tab: novel chapters written on request, approved (readable) or rejected (removed). */
export function ChapterQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.call(novelRoutes.chapterReviewQueue, {}, { signal }),
  });
  const decide = useMutation({
    mutationFn: (body: { botId: string; number: number; decision: "approve" | "reject" }) =>
      api.call(novelRoutes.decideChapter, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
    onError: toastFailure,
  });
  if (list.isError && isReviewerOnly(list.error)) return <ReviewerOnly />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton heights={["h-24", "h-24"]} label={t("common.loading")} />;
  if (list.data.length === 0) return <EmptyState message={t("reviews.queue.chaptersEmpty")} />;
  return (
    <ul className="flex flex-col gap-3" data-testid="chapter-queue">
      {list.data.map((chapter) => (
        <li key={`${chapter.botId}:${chapter.number}`} className="rounded-[12px] border border-border p-4">
          <p className="text-xs text-muted">{chapter.storyTitle}</p>
          <h2 className="font-semibold">{chapter.title}</h2>
          <p className="mt-2 line-clamp-6 whitespace-pre-line text-sm">{chapter.text}</p>
          <div className="mt-3 flex gap-2">
            <Button
              size="sm"
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate({ botId: chapter.botId, number: chapter.number, decision: "approve" })
              }
            >
              {t("reviews.queue.approveChapter")}
            </Button>
            <Button
              size="sm"
              variant="dangerGhost"
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate({ botId: chapter.botId, number: chapter.number, decision: "reject" })
              }
            >
              {t("reviews.queue.rejectChapter")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
