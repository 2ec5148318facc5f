import type { ChatMessage } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { MemorySection } from "../../../components/Memory/MemorySections";
import { PinnedMessageList } from "../../../components/Memory/PinnedMessageList";
import { Sheet } from "../../../components/Sheet";
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
  return (
    <PinnedMessageList
      pins={pins.data?.map((message) => ({
        msgId: message.msgId,
        speaker: speaker(message),
        content: message.content,
      }))}
      error={pins.error}
      emptyText={t("chat.memory.noPins", { name: botName })}
      onUnpin={(msgId) => void onUnpin(msgId)}
      testIdPrefix="chat-memory"
    />
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
        <MemorySection title={t("chat.memory.pins")}>
          <PinnedList dialogueId={dialogueId} botName={botName} onUnpin={onUnpin} />
        </MemorySection>
        <MemoryNote dialogueId={dialogueId} />
      </div>
    </Sheet>
  );
}
