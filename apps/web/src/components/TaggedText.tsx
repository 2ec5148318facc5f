import { Fragment, type ReactNode } from "react";
import { splitTagged } from "../lib/taggedText";

/** Renders a message with `<tag>…</tag>` parts through the given wrappers (unknown tags as plain text). */
export function TaggedText({
  message,
  wrap,
}: {
  message: string;
  wrap: Record<string, (text: string) => ReactNode>;
}) {
  return (
    <>
      {splitTagged(message).map((part, index) => {
        const render = part.tag ? wrap[part.tag] : undefined;
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
        return <Fragment key={index}>{render ? render(part.text) : part.text}</Fragment>;
      })}
    </>
  );
}
