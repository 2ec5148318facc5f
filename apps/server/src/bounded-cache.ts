/**
 * A string-keyed cache that forgets what has not been used lately. Prompt assembly runs on every
 * chat turn and sees the same strings again (history, card fields, lore keys), so caching pays off —
 * but a long-lived server must not grow without bound.
 *
 * Two generations instead of a strict LRU: a hit in the current generation costs one Map lookup
 * (a strict LRU would delete and re-insert on every hit, which adds up over 500 messages a turn);
 * when the current generation is full it becomes the previous one, and whatever was not touched
 * during a whole generation is dropped. At most 2 × generationSize entries are held.
 */
export class BoundedCache<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();

  constructor(private readonly generationSize: number) {}

  get size(): number {
    return this.current.size + this.previous.size;
  }

  get(key: K): V | undefined {
    const value = this.current.get(key);
    if (value !== undefined) return value;
    const old = this.previous.get(key);
    if (old !== undefined) {
      this.previous.delete(key);
      this.set(key, old);
    }
    return old;
  }

  set(key: K, value: V): void {
    if (this.current.size >= this.generationSize) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
  }

  delete(key: K): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  /** Drops every entry the predicate picks: a scan, for changes announced by something other than the key. */
  deleteWhere(predicate: (value: V, key: K) => boolean): void {
    for (const generation of [this.current, this.previous]) {
      for (const [key, value] of generation) if (predicate(value, key)) generation.delete(key);
    }
  }

  clear(): void {
    this.current.clear();
    this.previous.clear();
  }
}
