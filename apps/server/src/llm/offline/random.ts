/**
 * A small seeded random source. The offline engine must give the same reply for the same seed and
 * input (so a stored swipe can be reproduced and tests are stable) and a different one for another
 * seed (so regenerate offers a real alternative); Math.random can do neither.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, count). */
  int(count: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** FNV-1a: a stable 32-bit hash, enough to mix a seed with the text it applies to. */
export function hashText(text: string, start = 0x811c9dc5): number {
  let hash = start >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: tiny, fast and well distributed for picking among a handful of templates. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (count: number) => Math.floor(next() * count);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(items.length)]!;
    },
    chance: (probability) => next() < probability,
  };
}
