import { type ComponentType, lazy } from "react";
import { ensureScreenCatalog } from "../i18n";

/** A lazily loaded screen whose strings come from the screens catalog, fetched alongside its code. */
export function lazyScreen<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    const [screen] = await Promise.all([load(), ensureScreenCatalog()]);
    return screen;
  });
}
