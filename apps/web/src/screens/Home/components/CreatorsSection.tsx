import type { CreatorCard as CreatorData } from "@fable/contract";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { CardStats } from "../../../components/BotCard";
import { Carousel } from "../../../components/Carousel";
import { Chip } from "../../../components/Chip";
import { Skeleton } from "../../../components/Skeleton";
import { profilePath } from "../../../lib/paths";
import { isPaidPlan } from "../../../lib/plan";
import { CarouselSkeleton } from "./CarouselSkeleton";
import { SectionHeader } from "./SectionHeader";

export const CREATORS_SKELETONS = 8;

// Loaded after the home page itself: the follow logic would otherwise weigh on the home route's
// first download (budget in scripts/budgets.mjs), and the carousel sits below the fold.
const FollowButton = lazy(() =>
  import("../../../components/FollowButton").then((module) => ({ default: module.FollowButton })),
);

const slide = "basis-[44%] sm:basis-[200px]";
const cardFrame =
  "flex h-full flex-col items-center gap-2 rounded-[12px] border border-border bg-surface px-3 py-4 text-center";

export function CreatorsSection({ creators }: { creators: CreatorData[] }) {
  const { t } = useTranslation();
  if (creators.length === 0) return null;
  return (
    <section aria-labelledby="home-creators-title" data-testid="home-creators">
      <SectionHeader
        id="home-creators-title"
        title={t("home.creators.title")}
        link={{ to: "/leaderboard", label: t("home.creators.fullRankings"), testId: "home-full-rankings" }}
      />
      <Carousel label={t("home.creators.title")} slideClassName={slide} autoplay>
        {creators.map((creator) => (
          <CreatorCard key={creator.id || creator.userId} creator={creator} />
        ))}
      </Carousel>
    </section>
  );
}

/** The card links to the profile; the follow button sits beside the link, never inside it. */
function CreatorCard({ creator }: { creator: CreatorData }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="creator-card"
      data-user-id={creator.userId}
      className={`${cardFrame} transition duration-200 ease-out hover:-translate-y-0.5 hover:border-accent/60 hover:bg-raised`}
    >
      <Link
        to={profilePath(creator)}
        data-testid="creator-link"
        className="flex w-full flex-1 flex-col items-center gap-2 rounded-[8px]"
      >
        <Avatar
          src={creator.avatar}
          alt={creator.userName || t("creator.avatarAlt")}
          className="size-18 rounded-full text-xl"
        />
        <div className="flex max-w-full items-center gap-1.5">
          <h3 className="truncate text-sm font-semibold">{creator.userName}</h3>
          {isPaidPlan(creator.vipEnum) ? <Chip tone="accent">{t("creator.member")}</Chip> : null}
        </div>
        <p className="line-clamp-2 min-h-8 text-xs leading-4 text-muted">
          {creator.bio || t("creator.noBio")}
        </p>
        <CardStats chats={creator.chats} likes={creator.likes} />
      </Link>
      <Suspense fallback={<Skeleton className="mt-1 h-8 w-full max-w-32 rounded-full" />}>
        <FollowButton
          userId={creator.userId}
          followed={creator.followed}
          beFollowed={creator.beFollowed}
          allowFollow={creator.allowFollow}
          size="sm"
          className="mt-1 w-full max-w-32"
        />
      </Suspense>
    </div>
  );
}

export function CreatorsSkeleton() {
  return (
    <CarouselSkeleton
      count={CREATORS_SKELETONS}
      slideClassName={slide}
      cardClassName={cardFrame}
      card={
        <>
          <Skeleton className="size-18 rounded-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="mt-1 h-8 w-24 rounded-full" />
        </>
      }
    />
  );
}
