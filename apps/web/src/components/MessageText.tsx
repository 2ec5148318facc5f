import type { ReactNode } from "react";
import { inlineText, parseInline } from "../lib/markdown";

/**
 * A character message: `*actions*` in muted italics, `**bold**` in bold, speech as is (UI.md "Chat"),
 * read by the app's one Markdown reader with the message syntax; an unpaired asterisk stays text.
 * Line breaks are kept by the container's `white-space: pre-wrap`. `renderText` draws the plain text of each
 * part (a PDF chat turns its page citations into buttons there).
 */
export function MessageText({
  text,
  renderText = plain,
}: {
  text: string;
  renderText?: ((text: string) => ReactNode) | undefined;
}) {
  return (
    <>
      {parseInline(text, "message").map((part, index) =>
        part.kind === "em" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <em key={index} className="text-muted italic">
            {renderText(inlineText(part.children))}
          </em>
        ) : part.kind === "strong" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <strong key={index} className="font-semibold">
            {renderText(inlineText(part.children))}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <span key={index}>{renderText(inlineText([part]))}</span>
        ),
      )}
    </>
  );
}

const plain = (text: string): ReactNode => text;
