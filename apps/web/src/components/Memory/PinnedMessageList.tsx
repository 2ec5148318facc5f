import { PinOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MessageText } from "../MessageText";
import { ListSkeleton } from "../Skeleton";

/** One pinned message as a memory panel lists it: who said it and what it says. */
export interface PinnedItem {
  msgId: string;
  speaker: string;
  content: string;
}

/**
 * The pinned messages of a chat or a room, each with its speaker and an unpin button
 * (docs/product.md#memory). `testIdPrefix` tells the chat's list from the room's.
 */
export function PinnedMessageList({
  pins,
  error,
  emptyText,
  onUnpin,
  testIdPrefix,
}: {
  /** Undefined while loading. */
  pins: readonly PinnedItem[] | undefined;
  error: Error | null;
  emptyText: string;
  onUnpin: (msgId: string) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  if (error) return <p className="text-sm text-red-300">{error.message}</p>;
  if (!pins) return <ListSkeleton heights={["h-14", "h-14"]} label={t("common.loading")} />;
  if (pins.length === 0) return <p className="text-sm text-muted">{emptyText}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid={`${testIdPrefix}-pins`}>
      {pins.map((pin) => (
        <li
          key={pin.msgId}
          data-testid={`${testIdPrefix}-pin`}
          className="flex items-start gap-2 rounded-[12px] border border-border bg-bg/60 px-3 py-2"
        >
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-muted">{pin.speaker}</p>
            <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap">
              <MessageText text={pin.content} />
            </p>
          </div>
          <button
            type="button"
            data-testid={`${testIdPrefix}-unpin`}
            onClick={() => onUnpin(pin.msgId)}
            aria-label={t("chat.actions.unpin")}
            title={t("chat.actions.unpin")}
            className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text"
          >
            <PinOff aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
