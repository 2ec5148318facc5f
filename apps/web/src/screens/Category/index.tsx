import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams, useSearchParams } from "react-router";
import { BotGridSkeleton } from "../../components/BotGrid";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { useCategories, useSortOptions } from "../../queries/catalog";
import { CategoryBots, FIRST_PAGE_SKELETONS } from "./components/CategoryBots";
import { CategoryChips, useCategoryName } from "./components/CategoryChips";
import { SortMenu } from "./components/SortMenu";
import { categoryPath, needsCanonicalPath, selectCategory } from "./selection";
import { useSortType } from "./useSortType";

/** Sticks under the header (48 px on phones, 64 px wider) while the list scrolls beneath it. */
const filterBarClass =
  "sticky top-12 z-20 -mx-4 flex items-center gap-2 border-b border-border/70 bg-bg/90 px-4 py-2.5 backdrop-blur-md md:top-16 md:-mx-6 md:gap-3 md:px-6";

function FilterBarSkeleton() {
  return (
    <div className={filterBarClass} aria-hidden="true">
      <Skeleton className="h-8 w-24 rounded-full" />
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Skeleton key={index} className="h-8 w-20 shrink-0 rounded-full" />
      ))}
    </div>
  );
}

/**
 * /category and /category/{name} (docs/product.md#category-page): sort, category chips and the category's
 * bots.
 */
export default function CategoryScreen() {
  const { t } = useTranslation();
  const { name: pathName } = useParams();
  const [searchParams] = useSearchParams();
  const categories = useCategories();
  const sortOptions = useSortOptions();
  const [sortType, setSortType] = useSortType(sortOptions.data);
  const categoryName = useCategoryName();
  const selected = categories.data
    ? selectCategory(categories.data, pathName, searchParams.get("category"))
    : undefined;

  // A new category or sort starts at the top of its list. (A block body: Chromium's scrollTo may
  // return a promise, which React would take for a cleanup function.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown list changes
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [selected?.id, sortType]);

  const title = selected ? categoryName(selected) : t("browse.category.title");
  let body: ReactNode;
  if (categories.isError) {
    body = <ErrorState message={categories.error.message} onRetry={() => void categories.refetch()} />;
  } else if (!categories.data || sortOptions.isPending) {
    body = (
      <>
        <FilterBarSkeleton />
        <BotGridSkeleton count={FIRST_PAGE_SKELETONS} columns="category" testId="category-loading" />
      </>
    );
  } else if (!selected) {
    body = <EmptyState message={t("browse.category.noCategories")} />;
  } else if (needsCanonicalPath(selected, pathName)) {
    // /category, a `category` query or another casing: show the selected category's own address.
    return <Navigate to={categoryPath(selected)} replace />;
  } else {
    body = (
      <>
        <div className={filterBarClass} data-testid="category-filter-bar">
          <SortMenu options={sortOptions.data ?? []} value={sortType} onChange={setSortType} />
          <CategoryChips categories={categories.data} selectedId={selected.id} />
        </div>
        <CategoryBots key={selected.id} category={selected} sortType={sortType} />
      </>
    );
  }

  return (
    <div
      data-testid="category-screen"
      data-category={selected?.name}
      className="mx-auto flex w-full max-w-[1600px] flex-col gap-4 px-4 pb-8 md:px-6"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <h1 className="sr-only">{t("browse.category.heading", { category: title })}</h1>
      {body}
    </div>
  );
}
