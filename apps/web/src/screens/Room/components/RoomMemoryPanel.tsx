import { ROOM_LIMITS, type RoomCharacter, type RoomMemory, type RoomMessage } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { MemoryNoteEditor } from "../../../components/Memory/MemoryNoteEditor";
import { MemorySection, MemorySummary } from "../../../components/Memory/MemorySections";
import { PinnedMessageList } from "../../../components/Memory/PinnedMessageList";
import { Sheet } from "../../../components/Sheet";
import { ListSkeleton } from "../../../components/Skeleton";
import { useRoomMemory, useSaveRoomNote } from "../../../queries/rooms";

/** The room's note and summary, once read. */
function NoteAndSummary({ roomId, memory }: { roomId: string; memory: RoomMemory }) {
  const { t } = useTranslation();
  const save = useSaveRoomNote(roomId);
  return (
    <>
      <MemorySection title={t("chat.memory.note")} hint={t("rooms.memory.noteHint")}>
        <MemoryNoteEditor
          key={roomId}
          initial={memory.customMemory}
          maxLength={ROOM_LIMITS.memoryMax}
          // /room/update answers the room, not its note: the note is stored as sent (trimmed).
          save={async (content) => {
            await save.mutateAsync(content);
            return content;
          }}
          testIdPrefix="room-memory"
        />
      </MemorySection>
      <MemorySummary summary={memory.summary} testId="room-memory-summary" />
    </>
  );
}

/**
 * What every character of the room remembers (docs/product.md#room-memory): pinned messages with who
 * said them, the user's memory note, and the automatic summary of older messages.
 */
export function RoomMemoryPanel({
  open,
  onOpenChange,
  roomId,
  characters,
  onUnpin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roomId: string;
  characters: readonly RoomCharacter[];
  onUnpin: (msgId: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const memory = useRoomMemory(roomId, open);
  const speaker = (message: RoomMessage) =>
    message.botId === null
      ? t("chat.you")
      : (characters.find((character) => character.botId === message.botId)?.name ??
        t("rooms.formerCharacter"));
  const unpin = async (msgId: string) => {
    if (await onUnpin(msgId)) await memory.refetch();
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={t("chat.memory.title")}
      description={t("rooms.memory.description")}
      testId="room-memory-panel"
    >
      <div className="flex flex-col gap-6">
        <MemorySection title={t("chat.memory.pins")}>
          <PinnedMessageList
            pins={memory.data?.pins.map((message) => ({
              msgId: message.msgId,
              speaker: speaker(message),
              content: message.content,
            }))}
            error={memory.error}
            emptyText={t("rooms.memory.noPins")}
            onUnpin={(msgId) => void unpin(msgId)}
            testIdPrefix="room-memory"
          />
        </MemorySection>
        {memory.data ? (
          <NoteAndSummary roomId={roomId} memory={memory.data} />
        ) : memory.isError ? null : (
          <ListSkeleton heights={["h-28", "h-16"]} label={t("common.loading")} />
        )}
      </div>
    </Sheet>
  );
}
