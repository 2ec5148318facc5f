import type { ChatMessage } from "@fable/contract";
import { PinOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MessageText } from "../../../components/MessageText";
import { Sheet } from "../../../components/Sheet";
import { ListSkeleton } from "../../../components/Skeleton";
import { usePinnedMessages } from "../../../queries/chat";
import { MemoryNote } from "./MemoryNote";

function PinnedList({
  dialogueId,
  botName,
  onUnpin,
}: {
  dialogueId: string;
  botName: string;
  onUnpin: (msgId: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const pins = usePinnedMessages(dialogueId, true);
  const speaker = (message: ChatMessage) => (message.role === "bot" ? botName : t("chat.you"));

  if (pins.isPending) {
    return <ListSkeleton heights={["h-14", "h-14"]} label={t("common.loading")} />;
  }
  if (pins.isError) return <p className="text-sm text-red-300">{pins.error.message}</p>;
  if (pins.data.length === 0)
    return <p className="text-sm text-muted">{t("chat.memory.noPins", { name: botName })}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="chat-memory-pins">
      {pins.data.map((message) => (
        <li
          key={message.msgId}
          data-testid="chat-memory-pin"
          className="flex items-start gap-2 rounded-[12px] border border-border bg-bg/60 px-3 py-2"
        >
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-muted">{speaker(message)}</p>
            <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap">
              <MessageText text={message.content} />
            </p>
          </div>
          <button
            type="button"
            data-testid="chat-memory-unpin"
            onClick={() => void onUnpin(message.msgId)}
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

/**
 * The dialogue's memory (docs/product.md#memory): pinned messages, the user's own note, the rolling summary.
 */
export function MemoryPanel({
  open,
  onOpenChange,
  dialogueId,
  botName,
  onUnpin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dialogueId: string;
  botName: string;
  onUnpin: (msgId: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const section = "flex flex-col gap-2";
  const heading = "text-sm font-semibold";
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={t("chat.memory.title")}
      description={t("chat.memory.description", { name: botName })}
      testId="chat-memory-panel"
    >
      <div className="flex flex-col gap-6">
        <section className={section}>
          <h3 className={heading}>{t("chat.memory.pins")}</h3>
          <PinnedList dialogueId={dialogueId} botName={botName} onUnpin={onUnpin} />
        </section>
        <MemoryNote dialogueId={dialogueId} />
      </div>
    </Sheet>
  );
}
