import { Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { searchPath } from "../../../lib/searchText";

/** The page's own search box: phones have no box in the header, only an icon leading here. */
export function SearchPageForm({ value }: { value: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchPath(text));
  };

  return (
    <search className="md:hidden">
      <form onSubmit={submit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          data-testid="search-page-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t("header.searchLabel")}
          placeholder={t("header.searchPlaceholder")}
          enterKeyHint="search"
          autoComplete="off"
          className="h-11 w-full rounded-full border border-border bg-surface pr-4 pl-10 text-base text-text placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
      </form>
    </search>
  );
}
