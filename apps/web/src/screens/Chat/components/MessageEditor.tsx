import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { MESSAGE_MAX } from "../conversation";
import { useAutoGrow } from "./useAutoGrow";

/** Edits a message in place: Save (or Ctrl/⌘+Enter) keeps the text, Cancel (or Escape) drops it. */
export function MessageEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const ref = useAutoGrow(value, 320);
  const content = value.trim();
  const canSave = !saving && content.length > 0 && content !== initial.trim();

  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    try {
      await onSave(content);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex w-[min(640px,calc(100vw-6rem))] max-w-full flex-col gap-2">
      <textarea
        ref={ref}
        data-testid="chat-edit-input"
        aria-label={t("chat.actions.edit")}
        value={value}
        maxLength={MESSAGE_MAX}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this message
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onCancel();
          } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void save();
          }
        }}
        className="min-h-24 w-full resize-none rounded-[12px] border border-accent/60 bg-surface px-4 py-2.5 text-base leading-relaxed text-text outline-none focus:border-accent"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} data-testid="chat-edit-cancel">
          {t("chat.cancel")}
        </Button>
        <Button size="sm" disabled={!canSave} onClick={() => void save()} data-testid="chat-edit-save">
          {t("chat.save")}
        </Button>
      </div>
    </div>
  );
}
