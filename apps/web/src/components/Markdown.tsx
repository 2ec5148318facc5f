import { clsx } from "clsx";
import { createElement, useMemo } from "react";
import { Link } from "react-router";
import {
  type MarkdownBlock,
  type MarkdownInline,
  parseMarkdown,
  withoutRepeatedTitle,
} from "../lib/markdown";

const headingClass = ["text-xl", "text-lg", "text-base", "text-base", "text-sm", "text-sm"];

const linkClass = "text-accent-soft underline underline-offset-2 hover:text-text";

function InlineNode({ node }: { node: MarkdownInline }) {
  if (node.type === "text") return node.text;
  if (node.type === "code")
    return <code className="rounded bg-raised px-1 py-0.5 text-[0.9em]">{node.text}</code>;
  if (node.type === "strong")
    return (
      <strong className="font-semibold text-text">
        <Inline nodes={node.children} />
      </strong>
    );
  if (node.type === "em")
    return (
      <em>
        <Inline nodes={node.children} />
      </em>
    );
  // Same-site paths stay in the app; other addresses open in a new tab without an opener.
  if (node.href.startsWith("/"))
    return (
      <Link to={node.href} className={linkClass}>
        <Inline nodes={node.children} />
      </Link>
    );
  return (
    <a
      href={node.href}
      target={node.href.startsWith("#") ? undefined : "_blank"}
      rel="noopener noreferrer"
      className={linkClass}
    >
      <Inline nodes={node.children} />
    </a>
  );
}

function Inline({ nodes }: { nodes: MarkdownInline[] }) {
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
    <InlineNode key={index} node={node} />
  ));
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.type) {
    case "heading":
      return createElement(
        `h${Math.min(block.level + 1, 6)}`,
        { className: clsx("font-semibold text-text", headingClass[block.level - 1]) },
        <Inline nodes={block.children} />,
      );
    case "paragraph":
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      );
    case "quote":
      return (
        <blockquote className="border-l-2 border-accent/60 pl-3 italic">
          <Inline nodes={block.children} />
        </blockquote>
      );
    case "list": {
      const items = block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items of one fixed text
        <li key={index}>
          <Inline nodes={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className="flex list-decimal flex-col gap-1 pl-5">{items}</ol>
      ) : (
        <ul className="flex list-disc flex-col gap-1 pl-5">{items}</ul>
      );
    }
  }
}

/**
 * Markdown written by people (activity descriptions) as React elements, never as HTML: see
 * lib/markdown. Headings sit one level below the page's own h1.
 */
export function Markdown({
  text,
  className,
  pageTitle,
}: {
  text: string;
  className?: string;
  /** The page's own title: an opening heading that only repeats it is left out. */
  pageTitle?: string;
}) {
  const blocks = useMemo(() => {
    const parsed = parseMarkdown(text);
    return pageTitle === undefined ? parsed : withoutRepeatedTitle(parsed, pageTitle);
  }, [text, pageTitle]);
  return (
    <div className={clsx("flex flex-col gap-3 text-sm leading-relaxed break-words text-text/90", className)}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one fixed text
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
