import { clsx } from "clsx";
import { SendHorizontal, Square } from "lucide-react";
import { type ReactNode, type Ref, useImperativeHandle, useState } from "react";
import { useTranslation } from "react-i18next";
import { composerKeyAction, messageToSend, showsCounter } from "../composer";
import { MESSAGE_MAX } from "../conversation";
import { useAutoGrow } from "./useAutoGrow";

const roundButton =
  "flex size-10 shrink-0 items-center justify-center rounded-full transition duration-150 ease-out disabled:opacity-40";

/** What the screen may do to the composer from outside: put a suggested reply in it, or take its text. */
export interface ComposerHandle {
  fill: (text: string) => void;
  /** The message typed so far (empty when there is none to send), leaving the box empty (a room's "Ask …"). */
  take: () => string;
}

/**
 * The message box: grows with its text, Enter sends and Shift+Enter starts a new line. While a reply
 * is written the user may keep typing, but Send becomes Stop.
 */
export function Composer({
  disabled,
  streaming,
  placeholder,
  onSend,
  onStop,
  toolbar,
  ref,
}: {
  disabled: boolean;
  streaming: boolean;
  placeholder: string;
  /** False when the server refused the message: its text comes back into the box. */
  onSend: (content: string) => Promise<boolean>;
  onStop: () => void;
  /** Shown above the box (the suggested replies). */
  toolbar?: ReactNode;
  ref?: Ref<ComposerHandle>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const textarea = useAutoGrow(value, 200);
  const content = messageToSend(value);
  const canSend = !disabled && !streaming && content !== null;

  useImperativeHandle(ref, () => ({
    fill: (text) => {
      setValue(text);
      // The user edits or sends the suggestion from here, so the caret waits at its end.
      const box = textarea.current;
      if (!box) return;
      box.focus();
      requestAnimationFrame(() => box.setSelectionRange(text.length, text.length));
    },
    take: () => {
      if (content === null) return "";
      setValue("");
      return content;
    },
  }));

  const send = async () => {
    if (!canSend) return;
    setValue("");
    const accepted = await onSend(content);
    if (!accepted) setValue((current) => current || content);
  };

  return (
    <div className="shrink-0 border-t border-border/70 bg-bg/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md md:px-6 md:pb-4">
      {toolbar ? <div className="mx-auto w-full max-w-[820px]">{toolbar}</div> : null}
      <div className="mx-auto flex w-full max-w-[820px] items-end gap-2 rounded-[20px] border border-border bg-surface py-1.5 pr-1.5 pl-4 transition duration-150 ease-out focus-within:border-accent/70">
        <textarea
          ref={textarea}
          data-testid="chat-input"
          rows={1}
          value={value}
          maxLength={MESSAGE_MAX}
          disabled={disabled}
          placeholder={placeholder}
          aria-label={t("chat.inputLabel")}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            const { key, shiftKey } = event;
            if (composerKeyAction({ key, shiftKey, isComposing: event.nativeEvent.isComposing }) !== "send")
              return;
            event.preventDefault();
            void send();
          }}
          className="max-h-[200px] min-h-10 flex-1 resize-none bg-transparent py-2 text-base leading-6 text-text outline-none placeholder:text-muted disabled:opacity-60"
        />
        {showsCounter(value.length) ? (
          <span
            data-testid="chat-counter"
            className={clsx(
              "self-center text-xs tabular-nums",
              value.length >= MESSAGE_MAX ? "text-danger" : "text-muted",
            )}
          >
            {value.length}/{MESSAGE_MAX}
          </span>
        ) : null}
        {streaming ? (
          <button
            type="button"
            data-testid="chat-stop"
            onClick={onStop}
            aria-label={t("chat.stop")}
            title={t("chat.stop")}
            className={clsx(roundButton, "border border-border bg-raised text-text hover:bg-raised/70")}
          >
            <Square aria-hidden="true" className="size-4 fill-current" />
          </button>
        ) : (
          <button
            type="button"
            data-testid="chat-send"
            disabled={!canSend}
            onClick={() => void send()}
            aria-label={t("chat.send")}
            title={t("chat.send")}
            className={clsx(roundButton, "bg-brand text-white hover:brightness-110")}
          >
            <SendHorizontal aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
