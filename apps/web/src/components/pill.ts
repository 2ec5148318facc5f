import { clsx } from "clsx";

/** A pill-shaped chip or tab (UI.md: 999 px radius), filled with the brand gradient when selected. */
export const pillClass = (selected: boolean) =>
  clsx(
    "inline-flex h-8 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition duration-150 ease-out",
    selected
      ? "border-transparent bg-brand text-white"
      : "border-border bg-surface text-muted hover:border-accent/60 hover:text-text",
  );
