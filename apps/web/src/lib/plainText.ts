/**
 * Activity descriptions are markdown; the home banner shows a short plain-text summary of them,
 * so markup characters, links and images are reduced to their text. Headings are dropped: the
 * banner already shows the activity's title, and a heading would repeat it.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/(\*\*|__|\*|_|~~|`)(.*?)\1/g, "$2")
    .replace(/`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
