import { LeaderboardType } from "@fable/contract";

/**
 * The primary tabs of the leaderboard page (docs/product.md#leaderboard-page): creators and readers
 * (Fablers).
 */
export type BoardTab = "creators" | "fablers";

export interface Board {
  /** URL segment of the secondary tab, /leaderboard/{tab}/{child}. */
  child: string;
  type: LeaderboardType;
}

/**
 * Board types (docs/product.md#leaderboards) in display order; each primary tab's first board is its default.
 */
export const BOARDS: Record<BoardTab, readonly Board[]> = {
  creators: [
    { child: "creative-stars", type: LeaderboardType.CREATIVE_STARS },
    { child: "newcomer-spotlight", type: LeaderboardType.NEWCOMER_SPOTLIGHT },
    { child: "fan-favorite", type: LeaderboardType.FAN_FAVORITE },
  ],
  fablers: [
    { child: "chat-legend", type: LeaderboardType.CHAT_LEGEND },
    { child: "active-fabler", type: LeaderboardType.ACTIVE_FABLER },
    { child: "comment-master", type: LeaderboardType.COMMENT_MASTER },
  ],
};

export const BOARD_TABS: readonly BoardTab[] = ["creators", "fablers"];

const isBoardTab = (value: string | undefined): value is BoardTab =>
  value !== undefined && (BOARD_TABS as readonly string[]).includes(value);

export interface BoardSelection {
  tab: BoardTab;
  board: Board;
  /** True when the URL named exactly this board; otherwise the page replaces it with `boardPath`. */
  canonical: boolean;
}

/**
 * The board a URL shows (docs/product.md#leaderboard-tabs): an unknown tab falls back to creators, an unknown
 * child to the tab's first board. /leaderboard alone shows the first creators' board.
 */
export function resolveBoard(tab: string | undefined, child: string | undefined): BoardSelection {
  const resolvedTab: BoardTab = isBoardTab(tab) ? tab : "creators";
  const boards = BOARDS[resolvedTab];
  const named = boards.find((board) => board.child === child);
  const board = named ?? boards[0]!;
  return { tab: resolvedTab, board, canonical: resolvedTab === tab && named !== undefined };
}

export function boardPath(tab: BoardTab, board: Board): string {
  return `/leaderboard/${tab}/${board.child}`;
}

/** Switching the primary tab opens its first board (docs/product.md#leaderboard-tabs). */
export function primaryTabPath(tab: BoardTab): string {
  return boardPath(tab, BOARDS[tab][0]!);
}

/** Readers' boards (the Fablers) are redone every Monday, creators' on the 1st of the month. */
export const isCreatorBoard = (type: LeaderboardType) => BOARDS.creators.some((board) => board.type === type);
