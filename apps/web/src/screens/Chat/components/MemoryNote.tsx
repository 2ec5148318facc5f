import { useTranslation } from "react-i18next";
import { MemoryNoteEditor } from "../../../components/Memory/MemoryNoteEditor";
import { MemorySection, MemorySummary } from "../../../components/Memory/MemorySections";
import { ListSkeleton } from "../../../components/Skeleton";
import { useDialogueMemory, useSaveMemory } from "../../../queries/chat";
import { MEMORY_MAX } from "../conversation";

/** The user's own memory note (saved) and the automatic summary (read-only). */
export function MemoryNote({ dialogueId }: { dialogueId: string }) {
  const { t } = useTranslation();
  const memory = useDialogueMemory(dialogueId, true);
  const save = useSaveMemory();

  if (memory.isError) return <p className="text-sm text-red-300">{memory.error.message}</p>;
  if (!memory.data) {
    return <ListSkeleton heights={["h-28", "h-16"]} label={t("common.loading")} />;
  }
  return (
    <>
      <MemorySection title={t("chat.memory.note")} hint={t("chat.memory.noteHint")}>
        <MemoryNoteEditor
          key={dialogueId}
          initial={memory.data.content}
          maxLength={MEMORY_MAX}
          save={async (content) => (await save.mutateAsync({ dialogueId, content })).content}
          testIdPrefix="chat-memory"
        />
      </MemorySection>
      <MemorySummary summary={memory.data.summary} testId="chat-memory-summary" />
    </>
  );
}
