import { splitActions } from "../lib/greeting";

/** A character message: `*actions*` in muted italics, speech as is (UI.md "Chat"). */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitActions(text).map((part, index) =>
        part.action ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <em key={index} className="text-muted italic">
            {part.text}
          </em>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
