import { type ChatMessage, JOYBOOK_LIMITS } from "@fable/contract";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { previewLine } from "../../Chats/chatTime";

/** The messages of the chat as a checklist: which of them the post will show. */
export function ShareMessagePicker({
  messages,
  selected,
  botName,
  onToggle,
  onSelectAll,
  onClear,
}: {
  messages: ChatMessage[];
  selected: ReadonlySet<string>;
  botName: string;
  onToggle: (msgId: string) => void;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="flex w-full items-center justify-between gap-2 text-sm font-medium">
        <span>{t("joybook.share.messages", { count: selected.size, max: JOYBOOK_LIMITS.messagesMax })}</span>
        <span className="flex gap-1 text-xs">
          <button
            type="button"
            onClick={onSelectAll}
            className="rounded-full px-2 py-1 text-accent-soft hover:bg-raised"
          >
            {t("joybook.share.selectLatest")}
          </button>
          <button
            type="button"
            onClick={onClear}
            className="rounded-full px-2 py-1 text-muted hover:bg-raised"
          >
            {t("joybook.share.clear")}
          </button>
        </span>
      </legend>
      <ul
        data-testid="share-messages"
        className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-[10px] border border-border bg-bg p-1.5"
      >
        {messages.map((message) => {
          const checked = selected.has(message.msgId);
          return (
            <li key={message.msgId}>
              <label
                className={clsx(
                  "flex cursor-pointer items-start gap-2.5 rounded-[8px] px-2 py-1.5 text-sm transition duration-150 ease-out hover:bg-raised",
                  checked ? "text-text" : "text-muted",
                )}
              >
                <input
                  type="checkbox"
                  data-testid="share-message"
                  checked={checked}
                  onChange={() => onToggle(message.msgId)}
                  className="mt-0.5 size-4 shrink-0 accent-accent"
                />
                <span className="min-w-0">
                  <span className="font-medium">
                    {message.role === "bot" ? botName : t("joybook.share.you")}
                  </span>
                  <span className="line-clamp-2 break-words">{previewLine(message.content)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
