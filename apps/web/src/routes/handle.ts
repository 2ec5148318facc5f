/** Per-route flags read by the app frame through `useMatches()`. */
export interface RouteHandle {
  /** The screen stays mounted (state and scroll kept) while other screens are shown. */
  keepAlive?: boolean;
  /** Full-screen readers hide the header (/AI-novels/read, docs/product.md#routes). */
  hideHeader?: boolean;
}

export function readHandles(matches: readonly { handle: unknown }[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.keepAlive) merged.keepAlive = true;
    if (handle?.hideHeader) merged.hideHeader = true;
  }
  return merged;
}
