import { Link } from "react-router";
import { searchPath } from "../../../lib/searchText";

/** Searches as pill links, each leading to its results. */
export function SearchChips({ queries, testId }: { queries: string[]; testId: string }) {
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {queries.map((query) => (
        <li key={query}>
          <Link
            to={searchPath(query)}
            data-testid={`${testId}-item`}
            className="inline-flex h-8 max-w-[260px] items-center truncate rounded-full border border-border bg-surface px-3.5 text-sm text-text transition duration-150 ease-out hover:border-accent/60 hover:bg-raised"
          >
            {query}
          </Link>
        </li>
      ))}
    </ul>
  );
}
