import type { ChatMessage } from "@fable/contract";
import { clsx } from "clsx";
import { Pin } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCitedText } from "../pdf/CitedText";
import { replyMetaOf } from "../replyMeta";
import { bubbleClass, MessageRow, ReplyText } from "./Bubble";
import { type MessageActionHandlers, MessageActions } from "./MessageActions";
import { MessageEditor } from "./MessageEditor";
import { AnsweredBy, ReasoningDisclosure } from "./ReplyMeta";
import { SwipeControls } from "./SwipeControls";

interface MessageItemProps {
  message: ChatMessage;
  botName: string;
  botAvatar: string;
  /** A new swipe of this reply being written: shown instead of its text until it is stored. */
  streamingText: string | null;
  /** The reasoning streaming with that new swipe, for a model scene that shows it. */
  streamingReasoning?: string | null;
  /** A reply is being written somewhere: changes wait. */
  busy: boolean;
  /** Actions shown without hover (tapped on a touch screen). */
  active: boolean;
  onActivate: () => void;
  swipe: Omit<ComponentProps<typeof SwipeControls>, "index" | "total"> | null;
  onSaveEdit: (content: string) => Promise<boolean>;
  actions: Omit<MessageActionHandlers, "onEdit">;
  /** The note of a failed turn, under this message. */
  children?: ReactNode;
  /** The speaker's name above a reply, in a room (MessageRow). */
  label?: ReactNode;
  /** The reply's play button (voice), beside the bubble. */
  voice?: ReactNode;
  /** A picture the message carries, under its bubble. */
  picture?: ReactNode;
}

export function MessageItem({
  message,
  botName,
  botAvatar,
  streamingText,
  streamingReasoning = null,
  busy,
  active,
  onActivate,
  swipe,
  onSaveEdit,
  actions,
  children,
  label,
  voice,
  picture,
}: MessageItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const streaming = streamingText !== null;
  const isUser = message.role === "user";
  const meta = replyMetaOf(message, streaming ? streamingReasoning : null);
  const citedText = useCitedText();

  return (
    <MessageRow speaker={message.role} botName={botName} botAvatar={botAvatar} label={label}>
      <div
        data-testid="chat-message"
        data-role={message.role}
        data-msg-id={message.msgId}
        data-streaming={streaming || undefined}
        className={clsx("group flex max-w-full min-w-0 flex-col gap-1", isUser ? "items-end" : "items-start")}
      >
        <ReasoningDisclosure reasoning={meta.reasoning} />
        {editing ? (
          <MessageEditor
            initial={message.content}
            onCancel={() => setEditing(false)}
            onSave={async (content) => {
              if (await onSaveEdit(content)) setEditing(false);
            }}
          />
        ) : (
          <div className="flex max-w-full items-end gap-1">
            <div className="relative min-w-0 max-w-full">
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap shows the actions on touch screens; keyboard users reach them with Tab */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, the actions are focusable buttons */}
              <div onClick={onActivate} className={bubbleClass(message.role)}>
                <ReplyText
                  text={streaming ? streamingText : message.content}
                  streaming={streaming}
                  renderText={isUser ? undefined : citedText}
                />
              </div>
              {message.pinned ? (
                <span
                  title={t("chat.pinned")}
                  className={clsx(
                    "absolute -top-2 flex size-5 items-center justify-center rounded-full bg-accent text-white",
                    isUser ? "-left-2" : "-right-2",
                  )}
                >
                  <Pin aria-hidden="true" className="size-3" />
                  <span className="sr-only">{t("chat.pinned")}</span>
                </span>
              ) : null}
              {streaming ? null : (
                <div
                  className={clsx(
                    "absolute -bottom-4 z-10 rounded-full border border-border bg-raised px-0.5 shadow-lg transition-opacity duration-150 ease-out",
                    isUser ? "right-2" : "left-2",
                    active
                      ? "opacity-100"
                      : "pointer-events-none opacity-0 group-focus-within:pointer-events-auto group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:opacity-100",
                  )}
                >
                  <MessageActions
                    rating={message.rating}
                    pinned={message.pinned}
                    disabled={busy}
                    handlers={{ ...actions, onEdit: () => setEditing(true) }}
                  />
                </div>
              )}
            </div>
            {streaming ? null : voice}
          </div>
        )}
        {picture}
        {swipe ? (
          <div className="mt-4">
            <SwipeControls index={message.swipeIndex} total={message.swipes.length} {...swipe} />
          </div>
        ) : null}
        {streaming ? null : <AnsweredBy label={meta.answeredBy} spaced={!swipe} />}
        {children}
      </div>
    </MessageRow>
  );
}
