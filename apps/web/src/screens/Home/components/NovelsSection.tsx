import type { NovelCard as NovelData } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { CardStats } from "../../../components/BotCard";
import { Carousel } from "../../../components/Carousel";
import { Chip } from "../../../components/Chip";
import { Skeleton } from "../../../components/Skeleton";
import { novelPath } from "../../../lib/paths";
import { CarouselSkeleton } from "./CarouselSkeleton";
import { SectionHeader } from "./SectionHeader";

export const NOVELS_SKELETONS = 8;
const PERSONALITY_CHIPS = 2;

const slide = "basis-[44%] sm:basis-[190px]";
const cardFrame = "flex h-full flex-col overflow-hidden rounded-[12px] border border-border bg-surface";

export function NovelsSection({ novels }: { novels: NovelData[] }) {
  const { t } = useTranslation();
  if (novels.length === 0) return null;
  return (
    <section aria-labelledby="home-novels-title" data-testid="home-novels">
      <SectionHeader
        id="home-novels-title"
        title={t("home.novels.title")}
        link={{ to: "/AI-novels", label: t("home.novels.viewAll"), testId: "home-novels-view-all" }}
      />
      <Carousel label={t("home.novels.title")} slideClassName={slide} autoplay>
        {novels.map((novel) => (
          <NovelCard key={novel.id} novel={novel} />
        ))}
      </Carousel>
    </section>
  );
}

function NovelCard({ novel }: { novel: NovelData }) {
  const { t, i18n } = useTranslation();
  // zh-CN readers see the story's Chinese title and intro where it has them.
  const zh = i18n.language === "zh-CN";
  const title = (zh && novel.titleZh) || novel.title || novel.characterName;
  const intro = (zh && novel.introZh) || novel.introduce;
  return (
    <Link
      to={novelPath(novel)}
      data-testid="novel-card"
      className={`${cardFrame} group transition duration-200 ease-out hover:-translate-y-0.5 hover:border-accent/60 hover:bg-raised`}
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-raised">
        <Avatar
          src={novel.avatar}
          alt={novel.characterName || t("novel.coverAlt")}
          className="size-full transition duration-200 ease-out group-hover:scale-[1.03]"
        />
        {novel.isNew ? (
          <div className="absolute top-2 left-2">
            <Chip tone="brand">{t("bot.new")}</Chip>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="truncate text-sm font-semibold">{title}</h3>
        <p className="line-clamp-2 min-h-8 text-xs leading-4 text-muted">{intro}</p>
        {novel.personality.length > 0 ? (
          <div className="flex flex-wrap gap-1 overflow-hidden">
            {novel.personality.slice(0, PERSONALITY_CHIPS).map((trait) => (
              <Chip key={trait} tone="accent">
                {trait}
              </Chip>
            ))}
          </div>
        ) : null}
        <CardStats chats={novel.chatCount} likes={novel.likeCount} />
      </div>
    </Link>
  );
}

export function NovelsSkeleton() {
  return (
    <CarouselSkeleton
      count={NOVELS_SKELETONS}
      slideClassName={slide}
      cardClassName={cardFrame}
      card={
        <>
          <Skeleton className="aspect-[3/4] rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </>
      }
    />
  );
}
