import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { splitCitations } from "./citations";

/** What a citation does in this chat: open a page of the bot's document. Absent when the bot has none. */
export interface Citations {
  openPage: (page: number) => void;
  pageCount: number | null;
}

const CitationsContext = createContext<Citations | null>(null);

export const CitationsProvider = CitationsContext.Provider;

/** A piece of a bot's reply with its page citations as buttons that open the page in the viewer. */
function CitedText({ text, citations }: { text: string; citations: Citations }) {
  const { t } = useTranslation();
  return (
    <>
      {splitCitations(text, citations.pageCount).map((part, index) =>
        part.kind === "text" ? (
          part.text
        ) : (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
            key={index}
            type="button"
            data-testid="pdf-citation"
            data-page={part.page}
            aria-label={t("pdf.viewer.citation", { page: part.page })}
            onClick={(event) => {
              // The bubble's own click shows its actions on touch screens; a citation does only its own thing.
              event.stopPropagation();
              citations.openPage(part.page);
            }}
            className="rounded-[4px] px-0.5 font-medium text-accent-soft underline decoration-accent/60 underline-offset-2 transition duration-150 ease-out hover:bg-accent/15"
          >
            {part.text}
          </button>
        ),
      )}
    </>
  );
}

/**
 * How a bot reply's text is drawn in this chat: with clickable citations when the bot has a document
 * (docs/product.md#pdf-chat), as it is otherwise.
 */
export function useCitedText(): ((text: string) => ReactNode) | undefined {
  const citations = useContext(CitationsContext);
  if (!citations) return undefined;
  return (text: string) => <CitedText text={text} citations={citations} />;
}
