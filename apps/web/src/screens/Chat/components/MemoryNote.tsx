import type { DialogueMemory } from "@fable/contract";
import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { ListSkeleton } from "../../../components/Skeleton";
import { useDialogueMemory, useSaveMemory } from "../../../queries/chat";
import { MEMORY_MAX } from "../conversation";

function NoteEditor({ dialogueId, memory }: { dialogueId: string; memory: DialogueMemory }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(memory.content);
  const save = useSaveMemory();
  const changed = value.trim() !== memory.content.trim();

  return (
    <div className="flex flex-col gap-2">
      <textarea
        data-testid="chat-memory-input"
        aria-label={t("chat.memory.note")}
        value={value}
        maxLength={MEMORY_MAX}
        rows={5}
        placeholder={t("chat.memory.notePlaceholder")}
        onChange={(event) => setValue(event.target.value)}
        className="w-full resize-y rounded-[12px] border border-border bg-bg/60 px-3 py-2 text-sm leading-relaxed text-text outline-none placeholder:text-muted focus:border-accent/70"
      />
      <div className="flex items-center justify-between gap-2">
        <span
          className={clsx("text-xs tabular-nums", value.length >= MEMORY_MAX ? "text-danger" : "text-muted")}
        >
          {value.length}/{MEMORY_MAX}
        </span>
        <Button
          size="sm"
          data-testid="chat-memory-save"
          disabled={!changed || save.isPending}
          onClick={() =>
            save.mutate(
              { dialogueId, content: value.trim() },
              {
                onSuccess: (saved) => {
                  setValue(saved.content);
                  toast.success(t("chat.memory.saved"));
                },
                onError: (error) => toast.error(error.message),
              },
            )
          }
        >
          {t("chat.save")}
        </Button>
      </div>
    </div>
  );
}

/** The user's own memory note (saved) and the automatic summary (read-only). */
export function MemoryNote({ dialogueId }: { dialogueId: string }) {
  const { t } = useTranslation();
  const memory = useDialogueMemory(dialogueId, true);
  const section = "flex flex-col gap-2";
  const heading = "text-sm font-semibold";

  if (memory.isError) return <p className="text-sm text-red-300">{memory.error.message}</p>;
  if (!memory.data) {
    return <ListSkeleton heights={["h-28", "h-16"]} label={t("common.loading")} />;
  }
  return (
    <>
      <section className={section}>
        <h3 className={heading}>{t("chat.memory.note")}</h3>
        <p className="text-xs text-muted">{t("chat.memory.noteHint")}</p>
        <NoteEditor key={dialogueId} dialogueId={dialogueId} memory={memory.data} />
      </section>
      <section className={section} data-testid="chat-memory-summary">
        <h3 className={heading}>{t("chat.memory.summary")}</h3>
        <p className="text-xs text-muted">{t("chat.memory.summaryHint")}</p>
        <p className="rounded-[12px] border border-border bg-bg/60 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-text/90">
          {memory.data.summary || t("chat.memory.noSummary")}
        </p>
      </section>
    </>
  );
}
