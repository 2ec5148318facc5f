/**
 * A small markdown reader for text written by staff and creators (activity descriptions). It
 * produces a tree of plain strings that React renders as elements, so nothing in the text can
 * become markup: raw HTML stays visible text, and links keep only web, mail and same-site addresses.
 * Covered: headings, paragraphs, bullet and numbered lists, quotes, bold, italics, code and links;
 * images show their alt text (the app loads nothing from other hosts).
 */

export type MarkdownInline =
  | { type: "text"; text: string }
  | { type: "strong"; children: MarkdownInline[] }
  | { type: "em"; children: MarkdownInline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: MarkdownInline[] };

export type MarkdownBlock =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: MarkdownInline[] }
  | { type: "paragraph"; children: MarkdownInline[] }
  | { type: "quote"; children: MarkdownInline[] }
  | { type: "list"; ordered: boolean; items: MarkdownInline[][] };

/** Only these addresses become links; anything else (javascript:, data:, …) stays text. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith("#")) return trimmed;
  return null;
}

// One alternation, leftmost match wins: image, code, link, bold, italics.
const INLINE =
  /!\[([^\]]*)\]\([^)]*\)|`([^`\n]+)`|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|\*\*(.+?)\*\*|__(.+?)__|\*([^*\n]+)\*|(?<![\p{L}\p{N}])_([^_\n]+)_(?![\p{L}\p{N}])/gu;

export function parseInline(text: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = nodes[nodes.length - 1];
    if (last?.type === "text") last.text += value;
    else nodes.push({ type: "text", text: value });
  };
  let position = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(position, match.index));
    position = match.index + match[0].length;
    const [whole, imageAlt, code, linkText, linkHref, strongStar, strongUnderscore, emStar, emUnderscore] =
      match;
    if (imageAlt !== undefined) pushText(imageAlt);
    else if (code !== undefined) nodes.push({ type: "code", text: code });
    else if (linkText !== undefined) {
      const href = safeHref(linkHref ?? "");
      if (href) nodes.push({ type: "link", href, children: parseInline(linkText) });
      else nodes.push(...parseInline(linkText));
    } else if (strongStar !== undefined || strongUnderscore !== undefined)
      nodes.push({ type: "strong", children: parseInline((strongStar ?? strongUnderscore)!) });
    else if (emStar !== undefined || emUnderscore !== undefined)
      nodes.push({ type: "em", children: parseInline((emStar ?? emUnderscore)!) });
    else pushText(whole);
  }
  pushText(text.slice(position));
  return nodes;
}

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  // Lines of the paragraph or quote being read; consecutive lines join with a space.
  let pending: { type: "paragraph" | "quote"; lines: string[] } | null = null;
  const endParagraph = () => {
    if (pending) blocks.push({ type: pending.type, children: parseInline(pending.lines.join(" ")) });
    pending = null;
  };
  const addLine = (type: "paragraph" | "quote", text: string) => {
    if (pending?.type !== type) endParagraph();
    pending ??= { type, lines: [] };
    pending.lines.push(text.trim());
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    if (!line.trim()) {
      endParagraph();
    } else if (heading) {
      endParagraph();
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: "heading", level, children: parseInline(heading[2]!) });
    } else if (bullet || numbered) {
      endParagraph();
      const ordered = Boolean(numbered) && !bullet;
      const last = blocks[blocks.length - 1];
      const item = parseInline((bullet ?? numbered)![1]!);
      // A list continues across consecutive items of the same kind.
      if (last?.type === "list" && last.ordered === ordered && isListLine(lines[index - 1]))
        last.items.push(item);
      else blocks.push({ type: "list", ordered, items: [item] });
    } else if (quote) {
      addLine("quote", quote[1]!);
    } else {
      addLine("paragraph", line);
    }
  }
  endParagraph();
  return blocks;
}

function isListLine(line: string | undefined): boolean {
  return line !== undefined && (BULLET.test(line) || NUMBERED.test(line));
}

/** Plain text of inline nodes, for comparing a heading with a title. */
function inlineText(nodes: MarkdownInline[]): string {
  return nodes.map((node) => ("children" in node ? inlineText(node.children) : node.text)).join("");
}

/**
 * The blocks without a first heading that only repeats `title`: descriptions often open with the
 * name the page already shows as its h1.
 */
export function withoutRepeatedTitle(blocks: MarkdownBlock[], title: string): MarkdownBlock[] {
  const [first, ...rest] = blocks;
  const same = (text: string) => text.trim().replace(/^#/, "").toLowerCase();
  if (first?.type === "heading" && same(inlineText(first.children)) === same(title)) return rest;
  return blocks;
}
