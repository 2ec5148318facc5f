/**
 * Verdicts per stored picture key: stored pictures never change (each upload gets a new random
 * name), so a verdict stays true. Kept in memory, the oldest forgotten past this many; a forgotten
 * one is computed again (about 100 ms).
 */
const REMEMBERED = 5_000;
const verdicts = new Map<string, boolean>();

/** Keeps a verdict computed elsewhere (the head-image check) so it is not computed again. */
export function rememberClearFace(key: string, hasFace: boolean): void {
  verdicts.delete(key);
  verdicts.set(key, hasFace);
  if (verdicts.size > REMEMBERED) {
    const oldest = verdicts.keys().next().value;
    if (oldest !== undefined) verdicts.delete(oldest);
  }
}

/** The verdict kept for a stored picture key, if any. */
export function knownClearFace(key: string): boolean | undefined {
  return verdicts.get(key);
}
