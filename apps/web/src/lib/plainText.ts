import { inlineText, parseMarkdown } from "./markdown";

/**
 * Activity descriptions are markdown; the home banner shows a short plain-text summary of them, read
 * by the same reader as the activity page, so both agree on what is markup. Headings are dropped: the
 * banner already shows the activity's title, and a heading would repeat it. Markup tags, which a page
 * shows as text, are left out of a summary.
 */
export function markdownToPlainText(markdown: string): string {
  return parseMarkdown(markdown.replace(/<[^>]*>/g, " "))
    .flatMap((block) => {
      if (block.kind === "list") return block.items;
      return block.kind === "paragraph" || block.kind === "quote" ? [block.children] : [];
    })
    .map(inlineText)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
