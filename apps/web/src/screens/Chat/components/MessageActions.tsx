import { clsx } from "clsx";
import { Copy, Pencil, Pin, PinOff, RotateCw, StepForward, ThumbsDown, ThumbsUp, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface MessageActionHandlers {
  onCopy: () => void;
  onEdit: () => void;
  onDelete?: (() => void) | undefined;
  onRate?: ((rating: 0 | 1 | 2) => void) | undefined;
  onPin: () => void;
  onRegenerate?: (() => void) | undefined;
  /** Only on the latest reply: the character goes on writing it. */
  onContinue?: (() => void) | undefined;
}

const action =
  "flex size-8 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text disabled:opacity-40";

function ActionButton({
  label,
  testId,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  testId?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={testId}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      className={clsx(action, pressed && "text-accent-soft")}
    >
      {children}
    </button>
  );
}

/** Copy, edit, rate, pin, regenerate, continue and delete: shown on hover (desktop) or after a tap (mobile). */
export function MessageActions({
  rating,
  pinned,
  disabled,
  handlers,
}: {
  rating: number;
  pinned: boolean;
  disabled: boolean;
  handlers: MessageActionHandlers;
}) {
  const { t } = useTranslation();
  const icon = "size-4";
  return (
    <div className="flex flex-wrap items-center gap-0.5" data-testid="chat-message-actions">
      <ActionButton label={t("chat.actions.copy")} testId="chat-copy" onClick={handlers.onCopy}>
        <Copy aria-hidden="true" className={icon} />
      </ActionButton>
      <ActionButton
        label={t("chat.actions.edit")}
        testId="chat-edit"
        disabled={disabled}
        onClick={handlers.onEdit}
      >
        <Pencil aria-hidden="true" className={icon} />
      </ActionButton>
      {handlers.onRate ? (
        <>
          <ActionButton
            label={t("chat.actions.good")}
            testId="chat-rate-up"
            pressed={rating === 1}
            disabled={disabled}
            onClick={() => handlers.onRate!(rating === 1 ? 0 : 1)}
          >
            <ThumbsUp aria-hidden="true" className={icon} />
          </ActionButton>
          <ActionButton
            label={t("chat.actions.bad")}
            testId="chat-rate-down"
            pressed={rating === 2}
            disabled={disabled}
            onClick={() => handlers.onRate!(rating === 2 ? 0 : 2)}
          >
            <ThumbsDown aria-hidden="true" className={icon} />
          </ActionButton>
        </>
      ) : null}
      <ActionButton
        label={pinned ? t("chat.actions.unpin") : t("chat.actions.pin")}
        testId="chat-pin"
        pressed={pinned}
        disabled={disabled}
        onClick={handlers.onPin}
      >
        {pinned ? (
          <PinOff aria-hidden="true" className={icon} />
        ) : (
          <Pin aria-hidden="true" className={icon} />
        )}
      </ActionButton>
      {handlers.onRegenerate ? (
        <ActionButton
          label={t("chat.actions.regenerate")}
          testId="chat-regenerate"
          disabled={disabled}
          onClick={handlers.onRegenerate}
        >
          <RotateCw aria-hidden="true" className={icon} />
        </ActionButton>
      ) : null}
      {handlers.onContinue ? (
        <ActionButton
          label={t("chat.actions.continue")}
          testId="chat-continue"
          disabled={disabled}
          onClick={handlers.onContinue}
        >
          <StepForward aria-hidden="true" className={icon} />
        </ActionButton>
      ) : null}
      {handlers.onDelete ? (
        <ActionButton
          label={t("chat.actions.delete")}
          testId="chat-delete"
          disabled={disabled}
          onClick={handlers.onDelete}
        >
          <Trash2 aria-hidden="true" className={icon} />
        </ActionButton>
      ) : null}
    </div>
  );
}
