import type { ChatMessage } from "@fable/contract";
import * as RadixDialog from "@radix-ui/react-dialog";
import { PinOff, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MessageText } from "../../../components/MessageText";
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
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          data-testid="chat-memory-panel"
          className="animate-fade-in fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-border bg-surface shadow-2xl focus:outline-none sm:w-[400px]"
        >
          <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-4">
            <RadixDialog.Title className="text-lg font-semibold">{t("chat.memory.title")}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t("common.close")}
              className="-m-1 rounded-full p-1 text-muted transition hover:bg-raised hover:text-text"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="px-5 pt-3 text-sm text-muted">
            {t("chat.memory.description", { name: botName })}
          </RadixDialog.Description>
          <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-5 py-4">
            <section className={section}>
              <h3 className={heading}>{t("chat.memory.pins")}</h3>
              <PinnedList dialogueId={dialogueId} botName={botName} onUnpin={onUnpin} />
            </section>
            <MemoryNote dialogueId={dialogueId} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
