import * as Tabs from "@radix-ui/react-tabs";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pillClass } from "../../../components/pill";
import { BOARD_TABS, BOARDS, type BoardSelection, type BoardTab } from "../boards";
import { useBoardText } from "./useBoardText";

interface BoardTabsProps {
  selection: BoardSelection;
  onTabChange: (tab: BoardTab) => void;
  onBoardChange: (child: string) => void;
  /** The board being shown, inside both tab panels. */
  children: ReactNode;
}

/**
 * Creators and Fablers as primary tabs, each with its boards as pill tabs (docs/product.md#leaderboard-page).
 */
export function BoardTabs({ selection, onTabChange, onBoardChange, children }: BoardTabsProps) {
  const { t } = useTranslation();
  const text = useBoardText();
  const { tab, board } = selection;
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as BoardTab)}>
      <Tabs.List
        aria-label={t("browse.leaderboard.tabs.label")}
        className="mb-4 flex gap-6 border-b border-border"
      >
        {BOARD_TABS.map((candidate) => (
          <Tabs.Trigger
            key={candidate}
            value={candidate}
            data-testid={`leaderboard-tab-${candidate}`}
            className={clsx(
              "-mb-px border-b-2 px-1 pb-2.5 text-base font-semibold transition duration-150 ease-out",
              "border-transparent text-muted hover:text-text data-[state=active]:border-accent data-[state=active]:text-text",
            )}
          >
            {text.tab(candidate)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} className="focus-visible:outline-offset-4">
        <Tabs.Root value={board.child} onValueChange={onBoardChange}>
          <Tabs.List
            aria-label={t("browse.leaderboard.tabs.boards", { tab: text.tab(tab) })}
            className="mb-4 flex gap-2 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          >
            {BOARDS[tab].map((candidate) => (
              <Tabs.Trigger
                key={candidate.child}
                value={candidate.child}
                data-testid={`leaderboard-child-${candidate.child}`}
                className={pillClass(candidate.child === board.child)}
              >
                {text.name(candidate.type)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={board.child} className="focus-visible:outline-offset-4">
            {children}
          </Tabs.Content>
        </Tabs.Root>
      </Tabs.Content>
    </Tabs.Root>
  );
}
