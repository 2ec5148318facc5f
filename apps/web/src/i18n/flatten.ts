export type Catalog = { [key: string]: string | Catalog };

/** Flattens a nested catalog to dotted keys: `{ home: { title: "x" } }` → `{ "home.title": "x" }`. */
export function flattenCatalog(catalog: Catalog, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[path] = value;
    else Object.assign(flat, flattenCatalog(value, path));
  }
  return flat;
}
