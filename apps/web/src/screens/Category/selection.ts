import type { Category } from "@fable/contract";

/**
 * `/category/{name}` (docs/product.md#category-page): the English name is the readable, stable URL segment.
 */
export function categoryPath(category: Pick<Category, "name">): string {
  return `/category/${encodeURIComponent(category.name)}`;
}

const sameName = (category: Category, name: string) =>
  category.name.toLowerCase() === name.trim().toLowerCase();

/**
 * The category the page shows: the one named in the path, else the one in the `category` query
 * parameter (by name or id), else the first. An unknown name falls back to the first as well.
 */
export function selectCategory(
  categories: readonly Category[],
  pathName: string | undefined,
  queryValue: string | null,
): Category | undefined {
  for (const wanted of [pathName, queryValue]) {
    if (!wanted?.trim()) continue;
    const found = categories.find((category) => sameName(category, wanted) || String(category.id) === wanted);
    if (found) return found;
  }
  return categories[0];
}

/** The address bar should read the selected category's own path (after /category, a query, other casing). */
export function needsCanonicalPath(category: Category, pathName: string | undefined): boolean {
  return pathName !== category.name;
}
