/** `text` with LIKE's wildcards escaped, so it matches only itself inside a `%…%` pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
