import type { BotCardView } from "../../../components/BotCard";
import { BotCard, BotCardSkeleton } from "../../../components/BotCard";

const grid = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6";

/** Bot cards in a responsive grid; `onOpen` hears which one was opened. */
export function BotGrid({
  bots,
  onOpen,
  testId,
}: {
  bots: BotCardView[];
  onOpen?: (bot: BotCardView) => void;
  testId?: string;
}) {
  return (
    <ul className={grid} data-testid={testId}>
      {bots.map((bot) => (
        <li key={bot.botId}>
          <BotCard bot={bot} onOpen={onOpen ? () => onOpen(bot) : undefined} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders in the same grid, so nothing jumps when the cards arrive. */
export function BotGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className={grid}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <BotCardSkeleton key={index} />
      ))}
    </div>
  );
}
