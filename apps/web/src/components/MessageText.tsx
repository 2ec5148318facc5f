/** A run of message text and how it is shown. */
export type MessageSpan = { text: string; action: boolean; bold: boolean };

/**
 * Splits `*actions*` and `**bold**` from plain text; an unpaired asterisk stays as text. Markers never
 * span lines. Only text comes out, so nothing in a message can become markup.
 */
export function messageSpans(text: string): MessageSpan[] {
  const spans: MessageSpan[] = [];
  let last = 0;
  for (const match of text.matchAll(/\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/g)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index), action: false, bold: false });
    const bold = match[1] !== undefined;
    spans.push({ text: (bold ? match[1] : match[2])!, action: !bold, bold });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last), action: false, bold: false });
  return spans;
}

/**
 * A character message: `*actions*` in muted italics, `**bold**` in bold, speech as is (UI.md "Chat").
 * Line breaks are kept by the container's `white-space: pre-wrap`.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageSpans(text).map((span, index) =>
        span.action ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <em key={index} className="text-muted italic">
            {span.text}
          </em>
        ) : span.bold ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <strong key={index} className="font-semibold">
            {span.text}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <span key={index}>{span.text}</span>
        ),
      )}
    </>
  );
}
