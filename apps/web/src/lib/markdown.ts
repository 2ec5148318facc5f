/**
 * The app's one Markdown reader: headings, paragraphs, lists, quotes, rules, and inline bold, italics,
 * code, links and images for its own texts (documents, event descriptions and their summaries), and
 * the `*actions*` and `**bold**` of character messages. It produces data, never HTML, so what it reads
 * can only ever become text in elements the renderer chooses.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; external: boolean; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; id: string; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "quote"; children: Inline[] }
  | { kind: "rule" };

/** Links may go inside the app, to a mail address, or to a web page; anything else (javascript:, data:) stays text. */
export function safeHref(href: string): { href: string; external: boolean } | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith("#")) return { href: trimmed, external: false };
  if (/^mailto:[^\s]+$/i.test(trimmed)) return { href: trimmed, external: true };
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return { href: trimmed, external: true };
  return null;
}

/** Underscores mark emphasis only outside words, so `snake_case_names` stay as they are. */
const underscored = (marker: string, group: string) =>
  String.raw`(?<![\p{L}\p{N}_])${marker}(?<${group}>[^_\n]+)${marker}(?![\p{L}\p{N}_])`;

/** Each inline construct once; markers never span lines. The order is the order of precedence. */
const CONSTRUCTS = {
  code: "`(?<code>[^`\\n]+)`",
  strong: String.raw`\*\*(?<strong>[^*\n]+)\*\*`,
  underscoreStrong: underscored("__", "underscoreStrong"),
  em: String.raw`\*(?<em>[^*\n]+)\*`,
  underscoreEm: underscored("_", "underscoreEm"),
  link: String.raw`(?<image>!)?\[(?<label>[^\]\n]+)\]\((?<href>[^)\s]+)\)`,
};

const syntax = (names: (keyof typeof CONSTRUCTS)[]) =>
  new RegExp(names.map((name) => CONSTRUCTS[name]).join("|"), "gu");

/** What each kind of text may contain. */
const SYNTAX = {
  /** The app's own texts: every inline construct. */
  document: syntax(["code", "strong", "underscoreStrong", "em", "underscoreEm", "link"]),
  /**
   * Character messages: `*actions*` and `**bold**` only (UI.md "Chat"); code, links and underscores
   * in a reply stay text.
   */
  message: syntax(["strong", "em"]),
};

export type InlineSyntax = keyof typeof SYNTAX;

export function parseInline(text: string, syntax: InlineSyntax = "document"): Inline[] {
  const out: Inline[] = [];
  const read = (part: string) => parseInline(part, syntax);
  let last = 0;
  for (const match of text.matchAll(SYNTAX[syntax])) {
    if (match.index > last) out.push({ kind: "text", text: text.slice(last, match.index) });
    const { code, strong, underscoreStrong, em, underscoreEm, image, label, href } = match.groups!;
    const strongText = strong ?? underscoreStrong;
    const emText = em ?? underscoreEm;
    if (code !== undefined) out.push({ kind: "code", text: code });
    else if (strongText !== undefined) out.push({ kind: "strong", children: read(strongText) });
    else if (emText !== undefined) out.push({ kind: "em", children: read(emText) });
    // The app shows no pictures named in a text: an image is its description.
    else if (image !== undefined) out.push({ kind: "text", text: label! });
    else {
      const safe = safeHref(href!);
      out.push(safe ? { kind: "link", ...safe, children: read(label!) } : { kind: "text", text: match[0] });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

/** A heading's anchor: lowercase letters and digits of any script joined by dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

const plain = (inlines: Inline[]): string =>
  inlines.map((inline) => ("children" in inline ? plain(inline.children) : inline.text)).join("");

/** Plain text of inline content (a heading's title, a page title). */
export const inlineText = plain;

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const usedIds = new Map<string, number>();

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
    if (list)
      blocks.push({
        kind: "list",
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item)),
      });
    list = null;
  };
  const uniqueId = (text: string) => {
    const base = slugify(text) || "section";
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  for (const line of lines) {
    const heading = /^(#{1,3})\s+(.+?)\s*#*\s*$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line.trim() === "") flush();
    else if (heading) {
      flush();
      const children = parseInline(heading[2]!);
      const level = heading[1]!.length as 1 | 2 | 3;
      blocks.push({ kind: "heading", level, id: uniqueId(plain(children)), children });
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      blocks.push({ kind: "rule" });
    } else if (line.startsWith(">")) {
      flush();
      blocks.push({ kind: "quote", children: parseInline(line.replace(/^>\s?/, "")) });
    } else if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
    } else if (list && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/**
 * The blocks without a first heading that only repeats `title`: descriptions often open with the
 * name the page already shows as its h1 (activity pages).
 */
export function withoutRepeatedTitle(blocks: Block[], title: string): Block[] {
  const [first, ...rest] = blocks;
  const same = (text: string) => text.trim().replace(/^#/, "").toLowerCase();
  if (first?.kind === "heading" && same(inlineText(first.children)) === same(title)) return rest;
  return blocks;
}
