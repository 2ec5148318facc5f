import type { ReactNode } from "react";
import { useChatBackground } from "../../../queries/pictures";

/**
 * The conversation over the chat background the user chose for this bot, if any
 * (docs/product.md#pictures-in-chat): the picture sits under a wash of the page colour, so the text
 * over it stays as readable as on the plain page.
 */
export function ChatBackdrop({ botId, children }: { botId: string; children: ReactNode }) {
  const url = useChatBackground(botId).data?.backgroundUrl ?? null;
  return (
    <div
      data-testid="chat-backdrop"
      data-background={url ?? undefined}
      className="relative flex min-h-0 flex-1 flex-col"
    >
      {url ? (
        <>
          <img
            src={url}
            alt=""
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 size-full object-cover"
          />
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-bg/80" />
        </>
      ) : null}
      <div className="relative flex min-h-0 flex-1 flex-col">{children}</div>
    </div>
  );
}
