import type { BotListRecord } from "@fable/contract";

/**
 * The popper lists up to 6 recent and 6 popular searches, and up to 5 live results
 * (docs/product.md#search-popper).
 */
export const POPPER_LIMITS = { recent: 6, popular: 6, results: 5 } as const;

export type PopperItem =
  | { kind: "recent"; query: string }
  | { kind: "popular"; query: string }
  | { kind: "result"; bot: BotListRecord }
  /** All results of the typed text, on the search page. */
  | { kind: "more"; text: string }
  /** Nothing matched: an invitation to create the bot. */
  | { kind: "create" };

export interface PopperSection {
  id: "recent" | "popular" | "results";
  items: PopperItem[];
}

/** Live results of one text; `null` while the typed text has not been answered yet. */
export interface LiveResults {
  text: string;
  list: BotListRecord[];
  total: number;
  /**
   * The search failed: such failures are ignored (docs/product.md#silent-failures), so nothing is offered
   * (not even "create").
   */
  failed?: boolean;
}

interface PopperInput {
  /** The normalised text in the box. */
  text: string;
  recent: readonly { query: string }[];
  popular: readonly { query: string }[];
  live: LiveResults | null;
}

/**
 * What the popper shows: with no text, recent then popular searches; with text, its live results
 * (with "see more" when there are more, or the create invitation when there are none). Results of an
 * older text are never shown for a newer one.
 */
export function popperSections({ text, recent, popular, live }: PopperInput): PopperSection[] {
  if (!text) {
    const sections: PopperSection[] = [
      {
        id: "recent",
        items: recent.slice(0, POPPER_LIMITS.recent).map(({ query }) => ({ kind: "recent", query })),
      },
      {
        id: "popular",
        items: popular.slice(0, POPPER_LIMITS.popular).map(({ query }) => ({ kind: "popular", query })),
      },
    ];
    return sections.filter((section) => section.items.length > 0);
  }
  if (!live || live.text !== text || live.failed) return [{ id: "results", items: [] }];
  const results: PopperItem[] = live.list
    .slice(0, POPPER_LIMITS.results)
    .map((bot) => ({ kind: "result", bot }));
  if (results.length === 0) return [{ id: "results", items: [{ kind: "create" }] }];
  if (live.total > results.length) results.push({ kind: "more", text });
  return [{ id: "results", items: results }];
}

/** The id of the option at `index`, for the box's aria-activedescendant. */
export const popperOptionId = (popperId: string, index: number) => `${popperId}-option-${index}`;

export const popperItems = (sections: readonly PopperSection[]): PopperItem[] =>
  sections.flatMap((section) => section.items);

/**
 * Arrow-key movement through `count` items, where -1 is the text box itself: moving past either end
 * comes back to the box, as in a browser's address bar.
 */
export function moveActive(current: number, count: number, delta: 1 | -1): number {
  if (count === 0) return -1;
  const next = current + delta;
  if (next < -1) return count - 1;
  if (next >= count) return -1;
  return next;
}
