import { type QueryBotInfoRequest, type SortOption, SortType } from "@fable/contract";

/** The chosen sort is stored locally under this key (docs/product.md#category-page). */
export const SORT_STORAGE_KEY = "homeSortType";

export type SortValue = QueryBotInfoRequest["sortType"];

const KNOWN: readonly number[] = Object.values(SortType);

/** The stored sort when it is still one of the offered options, else the first option (or popular). */
export function resolveSortType(
  stored: string | null,
  options: readonly SortOption[] | undefined,
): SortValue {
  const offered = (options ?? []).map((option) => option.value).filter((value) => KNOWN.includes(value));
  const wanted = Number(stored);
  if (stored && KNOWN.includes(wanted) && (offered.length === 0 || offered.includes(wanted)))
    return wanted as SortValue;
  return (offered[0] as SortValue | undefined) ?? SortType.POPULAR;
}
