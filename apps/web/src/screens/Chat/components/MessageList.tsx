import type { BotVoiceSettings, ChatMessage } from "@fable/contract";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { copyText } from "../../../lib/clipboard";
import {
  canContinue,
  isGreeting,
  isLocalId,
  regenerateClearsLater,
  showsSwipes,
  streamingTextFor,
  swipeMove,
} from "../conversation";
import type { Conversation } from "../useConversation";
import { bubbleClass, MessageRow, ReplyText } from "./Bubble";
import { ConfirmDialog } from "./ConfirmDialog";
import { FailureNote } from "./FailureNote";
import { MessageItem } from "./MessageItem";
import { MessageScroller } from "./MessageScroller";
import { PictureAttachment } from "./PictureAttachment";
import { ReasoningDisclosure } from "./ReplyMeta";
import { ReplyVoice } from "./ReplyVoice";
import { useChatScroll } from "./useChatScroll";

type Pending = { kind: "delete" | "regenerate"; msgId: string } | null;

/** Copies a message and says whether it worked (the chat's and a room's message actions). */
export async function copyWithToast(text: string, messages: { ok: string; failed: string }) {
  if (await copyText(text)) toast.success(messages.ok);
  else toast.error(messages.failed);
}

/** A reply that has no message yet: the answer to a new message, written piece by piece. */
function StreamingReply({
  text,
  reasoning,
  botName,
  botAvatar,
}: {
  text: string;
  reasoning: string;
  botName: string;
  botAvatar: string;
}) {
  return (
    <MessageRow speaker="bot" botName={botName} botAvatar={botAvatar}>
      <div
        data-testid="chat-message"
        data-role="bot"
        data-msg-id=""
        data-streaming="true"
        className="flex min-w-0 flex-col items-start gap-1"
      >
        <ReasoningDisclosure reasoning={reasoning.trim()} />
        <div className={bubbleClass("bot")} aria-live="polite">
          <ReplyText text={text} streaming />
        </div>
      </div>
    </MessageRow>
  );
}

export function MessageList({
  conversation,
  botName,
  botAvatar,
  voiceSettings,
  intro,
}: {
  conversation: Conversation;
  botName: string;
  botAvatar: string;
  /** The bot's voice (play buttons on its replies); undefined until known. */
  voiceSettings?: BotVoiceSettings | undefined;
  intro: ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = conversation;
  const { stream, failure } = state;
  const busy = stream !== null;
  const [activeId, setActiveId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const { listRef, onScroll } = useChatScroll(conversation);

  const regenerate = (msgId: string) => {
    if (regenerateClearsLater(state, msgId)) setPending({ kind: "regenerate", msgId });
    else void conversation.regenerate(msgId);
  };

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === "delete") void conversation.remove(pending.msgId);
    else void conversation.regenerate(pending.msgId);
  };

  const renderMessage = (message: ChatMessage) => {
    const { msgId } = message;
    const greeting = isGreeting(state, msgId);
    const local = isLocalId(msgId);
    const streamingText = streamingTextFor(state, message);
    const next = swipeMove(state, msgId, 1);
    // A picture's message is not written by the model: it is neither regenerated nor continued.
    const { picture } = message;
    return (
      <MessageItem
        key={msgId}
        message={message}
        botName={botName}
        botAvatar={botAvatar}
        streamingText={streamingText}
        streamingReasoning={streamingText !== null ? (stream?.reasoning ?? "") : null}
        busy={busy || local}
        active={activeId === msgId}
        onActivate={() => setActiveId((current) => (current === msgId ? null : msgId))}
        swipe={
          showsSwipes(state, msgId) && !picture
            ? {
                canPrevious: swipeMove(state, msgId, -1) !== null,
                canNext: next !== null,
                nextWrites: next?.kind === "regenerate",
                onStep: (step) => void conversation.swipe(msgId, step),
              }
            : null
        }
        onSaveEdit={(content) => conversation.edit(msgId, content)}
        voice={
          message.role === "bot" && !local && !picture ? (
            <ReplyVoice msgId={msgId} settings={voiceSettings} />
          ) : null
        }
        picture={
          picture ? (
            <PictureAttachment
              picture={picture}
              onUnlocked={(opened) => conversation.showMessage({ ...message, picture: opened }, false)}
            />
          ) : null
        }
        actions={{
          onCopy: () =>
            void copyWithToast(message.content, { ok: t("chat.copySuccess"), failed: t("chat.copyFailed") }),
          onPin: () =>
            void conversation.pin(msgId, !message.pinned).then((saved) => {
              if (saved) toast.success(message.pinned ? t("chat.unpinned") : t("chat.pinnedToast"));
            }),
          onDelete: greeting ? undefined : () => setPending({ kind: "delete", msgId }),
          onRate: message.role === "bot" ? (rating) => void conversation.rate(msgId, rating) : undefined,
          onRegenerate: message.role === "bot" && !greeting && !picture ? () => regenerate(msgId) : undefined,
          onContinue:
            canContinue(state, msgId) && !picture ? () => void conversation.continueReply(msgId) : undefined,
        }}
      >
        {failure?.anchorId === msgId ? (
          <FailureNote
            failure={failure}
            busy={busy}
            onRetry={() =>
              void (failure.retry === "continue"
                ? conversation.continueReply(failure.anchorId)
                : conversation.regenerate(failure.anchorId))
            }
          />
        ) : null}
      </MessageItem>
    );
  };

  return (
    <MessageScroller
      listRef={listRef}
      onScroll={onScroll}
      loadingOlder={conversation.loadingOlder}
      testId="chat-messages"
    >
      {state.hasMore ? null : intro}
      {state.messages.map(renderMessage)}
      {stream && (stream.kind === "send" || (stream.kind === "regenerate" && stream.replyTo)) ? (
        <StreamingReply
          text={stream.draft}
          reasoning={stream.reasoning ?? ""}
          botName={botName}
          botAvatar={botAvatar}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === "delete" ? t("chat.confirmDelete.title") : t("chat.confirmRegenerate.title")}
        description={
          pending?.kind === "delete"
            ? t("chat.confirmDelete.description")
            : t("chat.confirmRegenerate.description")
        }
        confirmLabel={pending?.kind === "delete" ? t("chat.actions.delete") : t("chat.actions.regenerate")}
        danger
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </MessageScroller>
  );
}
