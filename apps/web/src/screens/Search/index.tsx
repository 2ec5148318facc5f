import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { normalizeSearchText } from "../../lib/searchText";
import { SearchDiscover } from "./components/SearchDiscover";
import { SearchPageForm } from "./components/SearchPageForm";
import { SearchResults } from "./components/SearchResults";

/**
 * /search and /search/{text} (docs/product.md#search-page): the submitted search's results, or ideas of what
 * to search.
 */
export default function SearchScreen() {
  const { t } = useTranslation();
  const text = normalizeSearchText(useParams().value ?? "");
  const title = text ? t("search.titleFor", { text }) : t("search.title");
  return (
    <div
      data-testid="search-screen"
      className="mx-auto flex w-full max-w-[1600px] flex-col gap-5 px-4 py-5 md:gap-6 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <h1 className="truncate text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
      <SearchPageForm value={text} />
      {/* Keyed by the text, so a new search starts at page 1 at the top of its own list. */}
      {text ? <SearchResults key={text} text={text} /> : <SearchDiscover />}
    </div>
  );
}
