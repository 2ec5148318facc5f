import type { SortOption } from "@fable/contract";
import { useState } from "react";
import { resolveSortType, SORT_STORAGE_KEY, type SortValue } from "./sortType";

function readStored(): string | null {
  try {
    return localStorage.getItem(SORT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The category page's sort, remembered in localStorage as `homeSortType` (docs/product.md#category-page). */
export function useSortType(options: readonly SortOption[] | undefined) {
  const [stored, setStored] = useState(readStored);
  const sortType = resolveSortType(stored, options);
  const setSortType = (value: SortValue) => {
    try {
      localStorage.setItem(SORT_STORAGE_KEY, String(value));
    } catch {
      // Storage can be blocked; the choice then lasts for this visit only.
    }
    setStored(String(value));
  };
  return [sortType, setSortType] as const;
}
