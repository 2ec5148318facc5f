import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../Button";

/**
 * The user's own memory note of a chat or a room: edited here, saved by `save` (which answers the
 * note as stored), with its length shown against `maxLength`. Mount it afresh per conversation.
 */
export function MemoryNoteEditor({
  initial,
  maxLength,
  save,
  testIdPrefix,
}: {
  initial: string;
  maxLength: number;
  save: (content: string) => Promise<string>;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [pending, setPending] = useState(false);
  const changed = value.trim() !== saved.trim();

  const submit = async () => {
    setPending(true);
    try {
      const stored = await save(value.trim());
      setValue(stored);
      setSaved(stored);
      toast.success(t("chat.memory.saved"));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <textarea
        data-testid={`${testIdPrefix}-input`}
        aria-label={t("chat.memory.note")}
        value={value}
        maxLength={maxLength}
        rows={5}
        placeholder={t("chat.memory.notePlaceholder")}
        onChange={(event) => setValue(event.target.value)}
        className="w-full resize-y rounded-[12px] border border-border bg-bg/60 px-3 py-2 text-sm leading-relaxed text-text outline-none placeholder:text-muted focus:border-accent/70"
      />
      <div className="flex items-center justify-between gap-2">
        <span
          className={clsx("text-xs tabular-nums", value.length >= maxLength ? "text-danger" : "text-muted")}
        >
          {value.length}/{maxLength}
        </span>
        <Button
          size="sm"
          data-testid={`${testIdPrefix}-save`}
          disabled={!changed || pending}
          onClick={() => void submit()}
        >
          {t("chat.save")}
        </Button>
      </div>
    </div>
  );
}
