import { Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMatch, useNavigate } from "react-router";
import { searchPath } from "../../lib/searchText";

/** Enter searches at `/search/{text}`; the box mirrors the text of the search page it led to. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const match = useMatch("/search/:value");
  const routeValue = match?.params.value ?? "";
  const [text, setText] = useState(routeValue);

  useEffect(() => setText(routeValue), [routeValue]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchPath(text));
  };

  return (
    <search className="w-full max-w-[420px]">
      <form onSubmit={submit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          data-testid="header-search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t("header.searchLabel")}
          placeholder={t("header.searchPlaceholder")}
          enterKeyHint="search"
          autoComplete="off"
          className="h-10 w-full rounded-full border border-border bg-surface pr-4 pl-10 text-sm text-text transition duration-150 ease-out placeholder:text-muted hover:border-accent/40 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
      </form>
    </search>
  );
}
