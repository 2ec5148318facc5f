/** The tabs of a creator profile, in order; the first is shown when the URL names none. */
export const PROFILE_TABS = ["bots", "favorites", "posts"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab of the `?tab=` query; an unknown or missing value falls back to the first tab. */
export function profileTabOf(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? "") ? (value as ProfileTab) : PROFILE_TABS[0];
}
