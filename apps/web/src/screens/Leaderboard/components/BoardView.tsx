import type { LeaderboardType } from "@fable/contract";
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { useLeaderboard } from "../../../queries/leaderboard";
import { splitPodium } from "../podium";
import { BoardRows, Podium } from "./BoardEntries";
import { usePeriodText } from "./usePeriodText";

const ROW_SKELETONS = 7;

function BoardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-testid="leaderboard-loading" className="flex flex-col gap-4">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-4 w-48" />
      <div className="grid grid-cols-3 items-end gap-2 md:gap-4">
        <Skeleton className="h-40 rounded-[12px]" />
        <Skeleton className="h-48 rounded-[12px]" />
        <Skeleton className="h-40 rounded-[12px]" />
      </div>
      {Array.from({ length: ROW_SKELETONS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Skeleton key={index} className="h-14 w-full rounded-[12px]" />
      ))}
    </div>
  );
}

function PeriodLine({ type, period }: { type: LeaderboardType; period: string }) {
  const text = usePeriodText(type, period);
  return (
    <p
      data-testid="leaderboard-period"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted"
    >
      <CalendarDays aria-hidden="true" className="size-4" />
      <span>{text.covers}</span>
      {text.next ? <span aria-hidden="true">·</span> : null}
      {text.next ? <span>{text.next}</span> : null}
    </p>
  );
}

/** One board: the period it covers, the podium and the rows, or a clear empty state. */
export function BoardView({ type }: { type: LeaderboardType }) {
  const { t } = useTranslation();
  const board = useLeaderboard(type);
  if (board.isError) return <ErrorState message={board.error.message} onRetry={() => void board.refetch()} />;
  if (!board.data) return <BoardSkeleton />;
  const { podium, rows } = splitPodium(board.data.list);
  return (
    <div data-testid="leaderboard-board" data-type={type} className="flex flex-col gap-4">
      <PeriodLine type={type} period={board.data.period} />
      {board.data.list.length === 0 ? (
        <div data-testid="leaderboard-empty">
          <EmptyState message={t("browse.leaderboard.empty")} />
        </div>
      ) : (
        <>
          <Podium entries={podium} type={type} />
          <BoardRows entries={rows} type={type} />
        </>
      )}
    </div>
  );
}
