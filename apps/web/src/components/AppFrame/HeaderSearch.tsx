import { Search } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatch, useNavigate } from "react-router";
import { chatPath } from "../../lib/paths";
import { normalizeSearchText, searchPath } from "../../lib/searchText";
import {
  recordOpenedFromSearch,
  useClearRecentSearches,
  usePopularSearches,
  useRecentSearches,
} from "../../queries/search";
import { useIsSignedIn } from "../../stores/auth";
import { moveActive, type PopperItem, popperItems, popperOptionId, popperSections } from "./searchPopper";
import { useHeaderLiveSearch } from "./useHeaderLiveSearch";

// The popper's view is fetched on first focus, keeping it out of the home route's first download.
const SearchPopper = lazy(() => import("./SearchPopper"));

function hrefOf(item: PopperItem): string {
  switch (item.kind) {
    case "recent":
    case "popular":
      return searchPath(item.query);
    case "result":
      return chatPath({ botId: item.bot.id, botName: item.bot.botName });
    case "more":
      return searchPath(item.text);
    case "create":
      // Visitors get the login modal there (docs/product.md#visitor, source create_bot).
      return "/create/bot";
  }
}

/**
 * The header search box (docs/product.md#search-popper): Enter searches at `/search/{text}`; focus opens a
 * popper with recent and popular searches, and live results while typing.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const routeValue = useMatch("/search/:value")?.params.value ?? "";
  const [text, setText] = useState(routeValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const boxRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popperId = useId();

  const normalized = normalizeSearchText(text);
  const recent = useRecentSearches(open);
  const popular = usePopularSearches(open);
  const clearRecent = useClearRecentSearches();
  const live = useHeaderLiveSearch(open ? normalized : "");
  const sections = popperSections({
    text: normalized,
    recent: recent.data ?? [],
    popular: popular.data ?? [],
    live,
  });
  const items = popperItems(sections);
  const searching = normalized !== "" && live?.text !== normalized;

  useEffect(() => setText(routeValue), [routeValue]);
  // A new text or list starts again from the box; leaving the page closes the popper.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when what is listed changes
  useEffect(() => setActive(-1), [normalized, items.length]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const choose = (item: PopperItem) => {
    if (item.kind === "result") recordOpenedFromSearch(item.bot.id);
    setOpen(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const item = items[active];
    if (item) {
      choose(item);
      navigate(hrefOf(item));
      return;
    }
    setOpen(false);
    navigate(searchPath(text));
  };

  // On the whole box, so Escape also works from the popper's clear button.
  const onBoxKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      return;
    }
    setActive((current) => moveActive(current, items.length, event.key === "ArrowDown" ? 1 : -1));
  };

  const showPopper = open && (items.length > 0 || searching || normalized !== "" || !popular.isPending);

  return (
    <search
      ref={boxRef}
      className="relative w-full max-w-[420px]"
      data-testid="header-search-box"
      onKeyDown={onBoxKeyDown}
      onBlur={(event) => {
        // Tabbing out closes it; clicks are handled by the outside-pointer listener.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <form onSubmit={submit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          data-testid="header-search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          aria-label={t("header.searchLabel")}
          aria-expanded={showPopper}
          aria-controls={showPopper ? popperId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showPopper && active >= 0 ? popperOptionId(popperId, active) : undefined}
          placeholder={t("header.searchPlaceholder")}
          enterKeyHint="search"
          autoComplete="off"
          className="h-10 w-full rounded-full border border-border bg-surface pr-4 pl-10 text-sm text-text transition duration-150 ease-out placeholder:text-muted hover:border-accent/40 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
      </form>
      {showPopper ? (
        <Suspense fallback={null}>
          <SearchPopper
            id={popperId}
            sections={sections}
            active={active}
            searching={searching}
            onClearRecent={
              signedIn
                ? () => {
                    clearRecent.mutate();
                    // The button disappears with the list; focus returns to the box, not the page.
                    inputRef.current?.focus();
                  }
                : undefined
            }
            hrefOf={hrefOf}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </search>
  );
}
