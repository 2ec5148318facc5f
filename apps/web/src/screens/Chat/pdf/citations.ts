import { PAGE_CITATION } from "@fable/contract";

/** A piece of a reply: plain text, or a page citation ("p. 3", "pp. 3-5", "第3页") with the page it opens. */
export type CitedPart = { kind: "text"; text: string } | { kind: "cite"; text: string; page: number };

/**
 * Splits a reply at its page citations (the contract's PAGE_CITATION). A range opens its first page;
 * page 0 is no page and stays text. `pageCount`, when known, leaves citations past the end as text.
 */
export function splitCitations(text: string, pageCount: number | null = null): CitedPart[] {
  const parts: CitedPart[] = [];
  // A fresh copy: the contract's expression is global, and a shared lastIndex would leak between calls.
  const pattern = new RegExp(PAGE_CITATION.source, PAGE_CITATION.flags);
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const page = Number(match[1] ?? match[3]);
    if (!Number.isInteger(page) || page < 1 || (pageCount !== null && page > pageCount)) continue;
    const at = match.index;
    if (at > last) parts.push({ kind: "text", text: text.slice(last, at) });
    parts.push({ kind: "cite", text: match[0], page });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** Whether a reply cites any page. */
export const hasCitation = (text: string) => splitCitations(text).some((part) => part.kind === "cite");

/** A page number kept within a document of `total` pages. */
export const clampPage = (page: number, total: number) =>
  Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, total));
