import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BotCard, BotCardSkeleton, type BotCardView } from "./BotCard";

/**
 * How many bot cards a row holds as the screen widens: two on phones everywhere, then as many as each
 * page chose for its width (search and category pages run wider; home's picks add columns soonest).
 */
const COLUMNS = {
  standard: "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5",
  search: "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6",
  category:
    "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-7",
  home: "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4 lg:grid-cols-5 xl:grid-cols-7",
} as const;

export type BotGridColumns = keyof typeof COLUMNS;

/** Either plain bot cards (`onOpen` hears which one was opened) or list items a screen builds itself. */
type BotGridItems =
  | { bots: readonly BotCardView[]; onOpen?: (bot: BotCardView) => void; children?: never }
  | { children: ReactNode; bots?: never; onOpen?: never };

/** Bot cards in a responsive grid: the one grid of the app's bot lists. */
export function BotGrid({
  columns = "standard",
  testId,
  bots,
  onOpen,
  children,
}: { columns?: BotGridColumns; testId?: string } & BotGridItems) {
  return (
    <ul data-testid={testId} className={COLUMNS[columns]}>
      {bots
        ? bots.map((bot) => (
            <li key={bot.botId}>
              <BotCard bot={bot} onOpen={onOpen ? () => onOpen(bot) : undefined} />
            </li>
          ))
        : children}
    </ul>
  );
}

/** Card-shaped placeholders in the same grid, so nothing jumps when the cards arrive; not announced. */
export function BotGridPlaceholders({
  count,
  columns = "standard",
}: {
  count: number;
  columns?: BotGridColumns;
}) {
  return (
    <div aria-hidden="true" className={COLUMNS[columns]}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <BotCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** The grid's loading state: the placeholders, announced once as loading. */
export function BotGridSkeleton({
  count = 10,
  columns,
  testId,
}: {
  count?: number;
  columns?: BotGridColumns;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-testid={testId}>
      <span className="sr-only">{t("common.loading")}</span>
      <BotGridPlaceholders count={count} columns={columns} />
    </div>
  );
}
