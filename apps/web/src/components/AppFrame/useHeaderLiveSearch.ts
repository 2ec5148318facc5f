import { useEffect, useRef, useState } from "react";
import { createLiveSearch } from "../../lib/liveSearch";
import { searchLive } from "../../queries/search";
import type { LiveResults } from "./searchPopper";

/** Live results wait until the text has been still for 500 ms (docs/product.md#search-popper). */
export const LIVE_SEARCH_DELAY_MS = 500;

/** Live results of the normalised `text`, debounced, each new text aborting the previous request. */
export function useHeaderLiveSearch(text: string): LiveResults | null {
  const [live, setLive] = useState<LiveResults | null>(null);
  const liveSearch = useRef<ReturnType<typeof createLiveSearch> | null>(null);

  useEffect(() => {
    const search = createLiveSearch({
      delayMs: LIVE_SEARCH_DELAY_MS,
      search: searchLive,
      onResult: (searched, page) => setLive({ text: searched, list: page.list, total: page.total }),
      onFailure: (searched) => setLive({ text: searched, list: [], total: 0, failed: true }),
    });
    liveSearch.current = search;
    return () => search.cancel();
  }, []);

  useEffect(() => liveSearch.current?.update(text), [text]);

  return live;
}
