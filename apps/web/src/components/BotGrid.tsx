import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BotCardSkeleton } from "./BotCard";

/** Bot cards in a responsive grid: two columns on phones, more as the screen widens. */
export const botGridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5";

export function BotGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul data-testid={testId} className={botGridClass}>
      {children}
    </ul>
  );
}

/** The grid's loading state: card-shaped placeholders, announced once. */
export function BotGridSkeleton({ count = 10 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t("common.loading")}</span>
      <div className={botGridClass}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <BotCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
