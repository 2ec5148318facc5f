/**
 * What a new installation offers as popular searches before its own readers have searched enough:
 * texts that find seeded characters, each with a number of searchers past the popularity threshold.
 * Real searchers add to these counts; a reviewer can hide any of them like any other text.
 */
export const popularSearches: readonly { query: string; searchers: number }[] = [
  { query: "fantasy", searchers: 14 },
  { query: "detective", searchers: 11 },
  { query: "wren", searchers: 9 },
  { query: "space", searchers: 7 },
  { query: "anime", searchers: 5 },
  { query: "cozy", searchers: 4 },
];
