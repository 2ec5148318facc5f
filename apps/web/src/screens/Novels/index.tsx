import type { NovelCard, NovelPage } from "@fable/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Chip } from "../../components/Chip";
import { Skeleton } from "../../components/Skeleton";
import { novelPath } from "../../lib/paths";
import { useCategories } from "../../queries/catalog";
import { nextNovelPage, novelsApi } from "../../queries/novels";
import { useIsSignedIn, useViewerKey } from "../../stores/auth";
import { useCategoryName } from "../Category/components/CategoryChips";
import { novelTitle } from "./novelText";

const SKELETONS = 8;

/**
 * /AI-novels, /AI-novels/Hot, /AI-novels/{category} and the liked novels (?type=like)
 * (docs/product.md#novels): a grid of novels, 50 a page, the next page appended on scroll.
 */
export default function Novels() {
  const { t } = useTranslation();
  const { name } = useParams();
  const { search } = useLocation();
  const liked = new URLSearchParams(search).get("type") === "like";
  const signedIn = useIsSignedIn();
  const viewer = useViewerKey();
  const categories = useCategories().data ?? [];
  const categoryName = useCategoryName();
  const category = name && name !== "Hot" ? categories.find((entry) => entry.name === name) : undefined;
  // Every list is most read first; "Hot" is the whole list in that order.
  const sort = "hot" as const;
  const list = useInfiniteQuery({
    queryKey: ["novels", liked ? "liked" : "all", category?.id ?? null, sort, viewer],
    queryFn: ({ pageParam, signal }): Promise<NovelPage> =>
      liked
        ? novelsApi.liked(pageParam, signal)
        : novelsApi.list({ page: pageParam, sort, ...(category ? { categoryId: category.id } : {}) }, signal),
    initialPageParam: 1,
    getNextPageParam: nextNovelPage,
    // A category named in the path waits for the categories to know its id.
    enabled: !(name && name !== "Hot" && !category) && (!liked || signedIn),
  });
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && list.hasNextPage && !list.isFetchingNextPage)
        void list.fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  const novels = list.data?.pages.flatMap((page) => page.list) ?? [];
  const tab = (to: string, label: string, active: boolean) => (
    <Link key={to} to={to} aria-current={active ? "page" : undefined} data-testid="novels-tab">
      <Chip tone={active ? "brand" : "accent"}>{label}</Chip>
    </Link>
  );
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 p-4" data-testid="novels-screen">
      <h1 className="text-xl font-semibold">{t("novels.title")}</h1>
      <nav className="flex flex-wrap gap-2" aria-label={t("novels.categories")}>
        {tab("/AI-novels", t("novels.all"), !name && !liked)}
        {tab("/AI-novels/Hot", t("novels.hot"), name === "Hot")}
        {signedIn ? tab("/AI-novels?type=like", t("novels.liked"), liked) : null}
        {categories.map((entry) =>
          tab(`/AI-novels/${encodeURIComponent(entry.name)}`, categoryName(entry), entry.name === name),
        )}
      </nav>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {novels.map((novel) => (
          <NovelTile key={novel.id} novel={novel} />
        ))}
        {list.isPending || list.isFetchingNextPage
          ? Array.from({ length: SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className="aspect-[3/4] rounded-[12px]" />
            ))
          : null}
      </div>
      {list.isSuccess && novels.length === 0 ? <p className="text-muted">{t("novels.empty")}</p> : null}
      {list.isSuccess && !list.hasNextPage && novels.length > 0 ? (
        <p className="text-center text-xs text-muted" data-testid="novels-end">
          {t("novels.end")}
        </p>
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
    </main>
  );
}

function NovelTile({ novel }: { novel: NovelCard }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={novelPath(novel)}
      data-testid="novels-card"
      className="flex flex-col overflow-hidden rounded-[12px] border border-border bg-surface hover:border-accent/60"
    >
      <div className="aspect-[3/4] overflow-hidden bg-raised">
        <Avatar src={novel.avatar} alt={novel.characterName} className="size-full" />
      </div>
      <div className="flex flex-col gap-1 p-3">
        <h2 className="truncate text-sm font-semibold">{novelTitle(novel, i18n.language)}</h2>
        <p className="text-xs text-muted">{t("novels.chapterCount", { count: novel.chapterCount })}</p>
      </div>
    </Link>
  );
}
