import type { ChatMessage, RoomCharacter, RoomMessage } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { bubbleClass, MessageRow, ReplyText } from "../../Chat/components/Bubble";
import { ConfirmDialog } from "../../Chat/components/ConfirmDialog";
import { FailureNote } from "../../Chat/components/FailureNote";
import { MessageItem } from "../../Chat/components/MessageItem";
import { copyWithToast } from "../../Chat/components/MessageList";
import { MessageScroller } from "../../Chat/components/MessageScroller";
import { useChatScroll } from "../../Chat/components/useChatScroll";
import { isLocalId } from "../../Chat/conversation";
import { latestReplyId } from "../roomConversation";
import { nameColour } from "../speakers";
import type { RoomConversation } from "../useRoomConversation";
import { RoomReplyVoice } from "./RoomReplyVoice";

/** The chat's message components read a chat message; a room message is one without a rating. */
const asChatMessage = (message: RoomMessage): ChatMessage => ({
  ...message,
  dialogueId: message.roomId,
  rating: 0,
});

type Speaker = Pick<RoomCharacter, "botId" | "name" | "avatar">;

/** Who spoke a message: one of the room's characters, or someone who has since left it. */
function speakerOf(characters: Speaker[], botId: string | null, fallback: string): Speaker {
  return (
    characters.find((character) => character.botId === botId) ?? {
      botId: botId ?? "",
      name: fallback,
      avatar: "",
    }
  );
}

function SpeakerName({ speaker }: { speaker: Speaker }) {
  return (
    <span
      data-testid="room-speaker-name"
      className="text-xs font-semibold"
      style={{ color: nameColour(speaker.botId) }}
    >
      {speaker.name}
    </span>
  );
}

/** The reply being written by one character, before it is stored: its avatar, name and typing dots. */
function StreamingReply({ speaker, text }: { speaker: Speaker; text: string }) {
  return (
    <div data-testid="room-streaming" data-bot-id={speaker.botId}>
      <MessageRow
        speaker="bot"
        botName={speaker.name}
        botAvatar={speaker.avatar}
        label={<SpeakerName speaker={speaker} />}
      >
        <div className={bubbleClass("bot")} aria-live="polite">
          <ReplyText text={text} streaming />
        </div>
      </MessageRow>
    </div>
  );
}

export function RoomMessageList({
  conversation,
  characters,
}: {
  conversation: RoomConversation;
  characters: RoomCharacter[];
}) {
  const { t } = useTranslation();
  const { state } = conversation;
  const { stream, failure } = state;
  const busy = stream !== null;
  const [activeId, setActiveId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { listRef, onScroll } = useChatScroll(conversation);
  const latest = latestReplyId(state);
  const former = t("rooms.formerCharacter");

  const renderMessage = (message: RoomMessage) => {
    const { msgId } = message;
    const speaker = speakerOf(characters, message.botId, former);
    const isLatest = msgId === latest;
    const streamingText = stream?.kind === "regenerate" && stream.targetId === msgId ? stream.draft : null;
    return (
      <div key={msgId} data-testid="room-message" data-role={message.role} data-bot-id={message.botId ?? ""}>
        <MessageItem
          message={asChatMessage(message)}
          botName={speaker.name}
          botAvatar={speaker.avatar}
          label={message.role === "bot" ? <SpeakerName speaker={speaker} /> : undefined}
          streamingText={streamingText}
          busy={busy || isLocalId(msgId)}
          active={activeId === msgId}
          onActivate={() => setActiveId((current) => (current === msgId ? null : msgId))}
          swipe={
            isLatest
              ? {
                  canPrevious: !busy && message.swipeIndex > 0,
                  canNext: !busy,
                  nextWrites: message.swipeIndex + 1 >= message.swipes.length,
                  onStep: (step) => conversation.swipe(msgId, step),
                }
              : null
          }
          onSaveEdit={(content) => conversation.edit(msgId, content)}
          voice={message.role === "bot" && !isLocalId(msgId) ? <RoomReplyVoice message={message} /> : null}
          actions={{
            onCopy: () =>
              void copyWithToast(message.content, {
                ok: t("chat.copySuccess"),
                failed: t("chat.copyFailed"),
              }),
            onPin: () =>
              void conversation.pin(msgId, !message.pinned).then((saved) => {
                if (saved) toast.success(message.pinned ? t("chat.unpinned") : t("chat.pinnedToast"));
              }),
            onDelete: () => setDeleting(msgId),
            onRegenerate: isLatest ? () => conversation.regenerate(msgId) : undefined,
          }}
        />
      </div>
    );
  };

  const streamingSpeaker = stream?.kind === "reply" ? speakerOf(characters, stream.botId, former) : null;
  const waiting = state.waiting.map((botId) => speakerOf(characters, botId, former).name);

  return (
    <MessageScroller
      listRef={listRef}
      onScroll={onScroll}
      loadingOlder={conversation.loadingOlder}
      testId="room-messages"
    >
      {!state.hasMore && state.messages.length === 0 && !stream ? (
        <p data-testid="room-empty" className="py-10 text-center text-sm text-muted">
          {t("rooms.empty")}
        </p>
      ) : null}
      {state.messages.map(renderMessage)}
      {streamingSpeaker && stream ? <StreamingReply speaker={streamingSpeaker} text={stream.draft} /> : null}
      {waiting.length > 0 ? (
        <p data-testid="room-waiting" className="text-xs text-muted">
          {t("rooms.waiting", { names: waiting.join(", ") })}
        </p>
      ) : null}
      {failure ? (
        <FailureNote
          failure={{ anchorId: "", message: failure.message, reason: failure.reason }}
          busy={busy}
          onRetry={() => conversation.speakNow(failure.botId)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("chat.confirmDelete.title")}
        description={t("chat.confirmDelete.description")}
        confirmLabel={t("chat.actions.delete")}
        danger
        onConfirm={() => {
          if (deleting) void conversation.remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </MessageScroller>
  );
}
