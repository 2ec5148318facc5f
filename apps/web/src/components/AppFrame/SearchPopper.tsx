import { clsx } from "clsx";
import { Clock, MessageCircle, Plus, Search, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "../../lib/formatCount";
import { Avatar } from "../Avatar";
import { type PopperItem, type PopperSection, popperOptionId } from "./searchPopper";

interface SearchPopperProps {
  id: string;
  sections: PopperSection[];
  /** Index of the highlighted item across all sections; -1 when the text box is active. */
  active: number;
  /** The typed text is still being searched. */
  searching: boolean;
  /** Shown beside the recent searches heading (signed-in users only). */
  onClearRecent?: () => void;
  hrefOf: (item: PopperItem) => string;
  onChoose: (item: PopperItem) => void;
}

const sectionTitles = {
  recent: "header.search.recent",
  popular: "header.search.popular",
  results: "header.search.results",
} as const;

function ItemContent({ item }: { item: PopperItem }) {
  const { t } = useTranslation();
  const row = (icon: ReactNode, label: ReactNode) => (
    <>
      <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center text-muted">
        {icon}
      </span>
      <span className="min-w-0 flex-1 truncate">{label}</span>
    </>
  );
  switch (item.kind) {
    case "recent":
      return row(<Clock className="size-4" />, item.query);
    case "popular":
      return row(<TrendingUp className="size-4" />, item.query);
    case "more":
      return row(<Search className="size-4" />, t("header.search.seeMore", { text: item.text }));
    case "create":
      return row(<Plus className="size-4" />, t("header.search.create"));
    case "result": {
      const name = item.bot.characterName || item.bot.botName;
      return (
        <>
          <Avatar src={item.bot.avatar} alt={name} className="size-8 shrink-0 rounded-full text-xs" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-medium text-text">{name}</span>
            <span className="truncate text-xs text-muted">{item.bot.introduce}</span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted">
            <MessageCircle aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("bot.chatsLabel")}</span>
            {formatCount(item.bot.botChats)}
          </span>
        </>
      );
    }
  }
}

/**
 * The header search popper (docs/product.md#search-popper): recent, popular, or live results, with one
 * highlighted item.
 */
export default function SearchPopper({
  id,
  sections,
  active,
  searching,
  onClearRecent,
  hrefOf,
  onChoose,
}: SearchPopperProps) {
  const { t } = useTranslation();
  let index = -1;
  const isEmpty = sections.every((section) => section.items.length === 0);
  return (
    <div
      id={id}
      data-testid="search-popper"
      className="absolute top-full left-0 z-50 mt-2 w-[360px] max-w-[calc(100vw-2rem)] overflow-hidden rounded-[12px] border border-border bg-surface py-2 shadow-xl shadow-black/40 animate-fade-in"
    >
      {sections.map((section) => (
        <div key={section.id} data-testid={`search-popper-${section.id}-section`}>
          <div className="flex items-center justify-between px-4 pt-1 pb-1">
            <h2
              id={`${id}-${section.id}`}
              className="text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {t(sectionTitles[section.id])}
            </h2>
            {section.id === "recent" && onClearRecent ? (
              <button
                type="button"
                data-testid="search-recent-clear"
                onClick={onClearRecent}
                aria-label={t("header.search.clearRecentLabel")}
                className="rounded-full px-2 py-0.5 text-xs text-muted transition duration-150 ease-out hover:bg-raised hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
              >
                {t("header.search.clearRecent")}
              </button>
            ) : null}
          </div>
          <div role="listbox" aria-labelledby={`${id}-${section.id}`}>
            {section.items.map((item) => {
              index += 1;
              const selected = index === active;
              return (
                <Link
                  key={itemKey(item)}
                  id={popperOptionId(id, index)}
                  role="option"
                  aria-selected={selected}
                  to={hrefOf(item)}
                  // The box keeps focus and points at the highlighted option (aria-activedescendant).
                  tabIndex={-1}
                  data-testid={`search-popper-item-${item.kind}`}
                  onClick={() => onChoose(item)}
                  className={clsx(
                    "flex items-center gap-3 px-4 py-1.5 text-sm text-text transition duration-150 ease-out hover:bg-raised",
                    selected && "bg-raised",
                  )}
                >
                  <ItemContent item={item} />
                </Link>
              );
            })}
          </div>
          {section.id === "results" && searching ? (
            <p role="status" className="px-4 py-2 text-sm text-muted">
              {t("header.search.searching")}
            </p>
          ) : null}
        </div>
      ))}
      {isEmpty && !searching ? (
        <p className="px-4 py-2 text-sm text-muted">{t("header.search.hint")}</p>
      ) : null}
    </div>
  );
}

function itemKey(item: PopperItem): string {
  switch (item.kind) {
    case "recent":
    case "popular":
      return `${item.kind}:${item.query}`;
    case "result":
      return `result:${item.bot.id}`;
    case "more":
      return "more";
    case "create":
      return "create";
  }
}
