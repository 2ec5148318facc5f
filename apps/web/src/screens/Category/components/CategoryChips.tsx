import type { Category } from "@fable/contract";
import * as Popover from "@radix-ui/react-popover";
import { LayoutGrid } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pillClass } from "../../../components/pill";
import { categoryPath } from "../selection";

/** The category's name in the interface language. */
export function useCategoryName() {
  const { i18n } = useTranslation();
  const chinese = (i18n.resolvedLanguage ?? i18n.language) === "zh-CN";
  return (category: Category) => (chinese && category.nameZh ? category.nameZh : category.name);
}

function CategoryLink({
  category,
  selected,
  testId,
  onNavigate,
}: {
  category: Category;
  selected: boolean;
  testId: string;
  onNavigate?: () => void;
}) {
  const name = useCategoryName();
  return (
    <Link
      to={categoryPath(category)}
      onClick={onNavigate}
      aria-current={selected ? "page" : undefined}
      data-testid={testId}
      data-category={category.name}
      className={pillClass(selected)}
    >
      {name(category)}
    </Link>
  );
}

/** Every category in one scrolling row, the selected one kept in view, and all of them in a popover. */
export function CategoryChips({ categories, selectedId }: { categories: Category[]; selectedId: number }) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLDivElement>(null);
  const [moreOpen, setMoreOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the selection changes
  useEffect(() => {
    const chip = rowRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    chip?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [selectedId]);

  return (
    <nav aria-label={t("browse.category.categories")} className="flex min-w-0 flex-1 items-center gap-2">
      <div
        ref={rowRef}
        className="flex min-w-0 flex-1 gap-2 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {categories.map((category) => (
          <CategoryLink
            key={category.id}
            category={category}
            selected={category.id === selectedId}
            testId="category-chip"
          />
        ))}
      </div>
      <Popover.Root open={moreOpen} onOpenChange={setMoreOpen}>
        <Popover.Trigger
          data-testid="category-more"
          aria-label={t("browse.category.allCategories")}
          title={t("browse.category.allCategories")}
          className="flex size-8 shrink-0 items-center justify-center rounded-full border border-border bg-surface text-muted transition duration-150 ease-out hover:border-accent/60 hover:text-text"
        >
          <LayoutGrid aria-hidden="true" className="size-4" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            data-testid="category-more-panel"
            className="animate-fade-in z-50 w-[min(92vw,360px)] rounded-[12px] border border-border bg-surface p-3 text-text shadow-2xl"
          >
            <p className="mb-2 text-sm font-semibold">{t("browse.category.allCategories")}</p>
            <div className="flex flex-wrap gap-2">
              {categories.map((category) => (
                <CategoryLink
                  key={category.id}
                  category={category}
                  selected={category.id === selectedId}
                  testId="category-more-chip"
                  onNavigate={() => setMoreOpen(false)}
                />
              ))}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </nav>
  );
}
