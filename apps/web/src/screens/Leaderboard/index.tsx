import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { BOARDS, type BoardTab, boardPath, primaryTabPath, resolveBoard } from "./boards";
import { AnnouncementCarousel } from "./components/AnnouncementCarousel";
import { BoardTabs } from "./components/BoardTabs";
import { BoardView } from "./components/BoardView";
import { GuidelinesButton } from "./components/GuidelinesPopup";
import { QaPanel } from "./components/QaPanel";
import { ShareButton } from "./components/ShareButton";

/** /leaderboard and /leaderboard/{tab}/{child} (docs/product.md#leaderboard-page). */
export default function LeaderboardScreen() {
  const { t } = useTranslation();
  const { tab, child } = useParams();
  const navigate = useNavigate();
  const selection = resolveBoard(tab, child);
  const title = t("browse.leaderboard.title");

  // Unknown tabs and children (and /leaderboard alone) show the board they fall back to, by its own address.
  if (!selection.canonical) return <Navigate to={boardPath(selection.tab, selection.board)} replace />;

  const switchTab = (next: BoardTab) => navigate(primaryTabPath(next), { replace: true });
  const switchBoard = (nextChild: string) => {
    const board = BOARDS[selection.tab].find((candidate) => candidate.child === nextChild);
    if (!board) return;
    navigate(boardPath(selection.tab, board), { replace: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <div
      data-testid="leaderboard-screen"
      data-tab={selection.tab}
      data-child={selection.board.child}
      className="mx-auto flex w-full max-w-[1280px] flex-col gap-5 px-4 py-5 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
        <div className="flex items-center gap-2">
          <GuidelinesButton />
          <ShareButton />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_340px] xl:items-start">
        <section aria-label={title} className="min-w-0">
          <BoardTabs selection={selection} onTabChange={switchTab} onBoardChange={switchBoard}>
            <BoardView type={selection.board.type} />
          </BoardTabs>
        </section>
        <aside className="flex min-w-0 flex-col gap-4 xl:sticky xl:top-20">
          <AnnouncementCarousel />
          <QaPanel />
        </aside>
      </div>
    </div>
  );
}
