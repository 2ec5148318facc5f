import type { HomeContent } from "@fable/contract";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/Button";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { useHomeContent } from "../../queries/home";
import { ActivityBanner } from "./components/ActivityBanner";
import { CreatorsSection } from "./components/CreatorsSection";
import { ForYouSection } from "./components/ForYouSection";
import { HomeBackground } from "./components/HomeBackground";
import { HomeSkeleton } from "./components/HomeSkeleton";
import { NovelsSection } from "./components/NovelsSection";
import { TrendsSection } from "./components/TrendsSection";
import { isHomeEmpty } from "./content";

// The FAQ sits at the foot of the page: fetched after the rest, off the home route's first download.
const FaqSection = lazy(() =>
  import("./components/FaqSection").then((module) => ({ default: module.FaqSection })),
);

function HomeSections({ content }: { content: HomeContent }) {
  const { t } = useTranslation();
  if (isHomeEmpty(content)) {
    return (
      <EmptyState
        message={t("home.empty")}
        action={
          <Link to="/create/bot" className={buttonClass("primary")}>
            {t("nav.createBot")}
          </Link>
        }
      />
    );
  }
  const activity = content.activities[0];
  return (
    <>
      {activity ? <ActivityBanner activity={activity} /> : null}
      {content.handPickBots.length > 0 ? <ForYouSection bots={content.handPickBots} /> : null}
      <TrendsSection content={content} />
      <CreatorsSection creators={content.handPickCreators} />
      <NovelsSection novels={content.storyBots} />
    </>
  );
}

/**
 * Home (docs/product.md#home): activity, For You, Trends, Creators, Novels, FAQ, over a themed background.
 */
export default function Home() {
  const { t } = useTranslation();
  const home = useHomeContent();

  return (
    <div className="relative isolate" data-testid="home">
      <HomeBackground />
      <div className="relative mx-auto flex w-full max-w-[1600px] flex-col gap-10 px-4 py-5 md:gap-12 md:px-6 md:py-8">
        <h1 className="sr-only">{t("home.heading")}</h1>
        {home.data ? (
          <HomeSections content={home.data} />
        ) : home.isError ? (
          <ErrorState message={home.error.message} onRetry={() => void home.refetch()} />
        ) : (
          <HomeSkeleton />
        )}
        <Suspense fallback={null}>
          <FaqSection />
        </Suspense>
      </div>
    </div>
  );
}
