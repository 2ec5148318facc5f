import { useTranslation } from "react-i18next";
import { CreatorsSkeleton } from "./CreatorsSection";
import { ForYouSection } from "./ForYouSection";
import { NovelsSkeleton } from "./NovelsSection";
import { TrendsSkeleton } from "./TrendsSection";

/**
 * Every home list in its loading shape (docs/product.md#home: 14 For You, 7 Trends, 8 Creators, 8 Novels).
 */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-10 md:gap-12" data-testid="home-loading">
      <span className="sr-only">{t("common.loading")}</span>
      <ForYouSection bots={undefined} />
      <TrendsSkeleton />
      <CreatorsSkeleton />
      <NovelsSkeleton />
    </div>
  );
}
