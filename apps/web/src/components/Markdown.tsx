import { Fragment } from "react";
import { Link } from "react-router";
import type { Block, Inline } from "../lib/markdown";

const linkClass =
  "font-medium text-accent-soft underline decoration-accent/50 underline-offset-2 hover:decoration-accent";

function Inlines({ items }: { items: Inline[] }) {
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        <Fragment key={index}>
          <InlineItem item={item} />
        </Fragment>
      ))}
    </>
  );
}

function InlineItem({ item }: { item: Inline }) {
  switch (item.kind) {
    case "text":
      return item.text;
    case "code":
      return <code className="rounded bg-raised px-1.5 py-0.5 text-[0.9em]">{item.text}</code>;
    case "strong":
      return (
        <strong className="font-semibold text-text">
          <Inlines items={item.children} />
        </strong>
      );
    case "em":
      return (
        <em>
          <Inlines items={item.children} />
        </em>
      );
    case "link":
      if (!item.external) {
        return (
          <Link to={item.href} className={linkClass}>
            <Inlines items={item.children} />
          </Link>
        );
      }
      return (
        <a
          href={item.href}
          className={linkClass}
          {...(item.href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
        >
          <Inlines items={item.children} />
        </a>
      );
  }
}

const headingClass = {
  1: "text-2xl font-semibold tracking-tight md:text-3xl",
  2: "mt-6 text-xl font-semibold tracking-tight",
  3: "mt-3 text-base font-semibold",
} as const;

function BlockItem({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading": {
      const Tag = `h${block.level}` as const;
      return (
        <Tag id={block.id} className={`scroll-mt-24 ${headingClass[block.level]}`}>
          <Inlines items={block.children} />
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p>
          <Inlines items={block.children} />
        </p>
      );
    case "quote":
      return (
        <blockquote className="border-l-2 border-accent/60 pl-4 text-muted">
          <Inlines items={block.children} />
        </blockquote>
      );
    case "rule":
      return <hr className="border-border" />;
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag
          className={`flex flex-col gap-1.5 pl-5 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-muted`}
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of one fixed text
            <li key={index}>
              <Inlines items={item} />
            </li>
          ))}
        </Tag>
      );
    }
  }
}

/** Markdown read by lib/markdown, rendered as React elements only (no HTML is ever injected). */
export function Markdown({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={`flex flex-col gap-3 text-[15px] leading-7 text-text/90 ${className ?? ""}`}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one fixed text
        <BlockItem key={index} block={block} />
      ))}
    </div>
  );
}
