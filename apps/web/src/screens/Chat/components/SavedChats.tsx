import type { SavedChat } from "@fable/contract";
import { EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListSkeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { useHideSavedChat, useSavedChats } from "../../../queries/chatSettings";
import { previewLine } from "../../Chats/chatTime";
import { toastFailure } from "../toastFailure";
import { ConfirmDialog } from "./ConfirmDialog";

function SavedChatRow({
  chat,
  href,
  current,
  onOpen,
  onHide,
}: {
  chat: SavedChat;
  href: string;
  current: boolean;
  onOpen: () => void;
  onHide: () => void;
}) {
  const { t, i18n } = useTranslation();
  const saved = new Date(chat.savedAt);
  const date = Number.isNaN(saved.getTime())
    ? ""
    : new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
        dateStyle: "medium",
        timeStyle: "short",
      }).format(saved);
  return (
    <li
      data-testid="chat-saved-row"
      data-dialogue-id={chat.dialogueId}
      className="flex items-center gap-1 rounded-[12px] border border-border bg-bg/60 pr-1"
    >
      <Link
        to={href}
        aria-current={current ? "page" : undefined}
        onClick={(event) => {
          // The screen switches in place; the link still opens in a new tab.
          event.preventDefault();
          onOpen();
        }}
        className="flex min-w-0 flex-1 flex-col gap-0.5 rounded-[12px] px-3 py-2.5 transition duration-150 ease-out hover:bg-raised/60"
      >
        <span className="flex items-baseline justify-between gap-3">
          <time dateTime={chat.savedAt} className="truncate text-sm font-medium">
            {date}
          </time>
          <span className="shrink-0 text-xs text-muted">
            {current ? t("chat.saved.current") : t("chat.saved.messages", { count: chat.messageCount })}
          </span>
        </span>
        <span className="truncate text-sm text-muted">
          {previewLine(chat.lastMessage) || t("chat.saved.noPreview")}
        </span>
      </Link>
      <button
        type="button"
        data-testid="chat-saved-hide"
        onClick={onHide}
        aria-label={t("chat.saved.hideLabel", { date })}
        title={t("chat.saved.hide")}
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text"
      >
        <EyeOff aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The bot's saved chats (spec "save and start new chat"), newest first; any of them opens again. */
export function SavedChats({
  botId,
  currentDialogueId,
  hrefFor,
  onOpen,
}: {
  botId: string;
  currentDialogueId: string;
  hrefFor: (dialogueId: string) => string;
  onOpen: (dialogueId: string) => void;
}) {
  const { t } = useTranslation();
  const chats = useSavedChats(botId, true);
  const hide = useHideSavedChat(botId);
  const [hiding, setHiding] = useState<string | null>(null);

  if (chats.isError) return <ErrorState message={chats.error.message} onRetry={() => void chats.refetch()} />;
  if (!chats.data) {
    return <ListSkeleton heights={["h-16", "h-16"]} label={t("common.loading")} />;
  }
  if (chats.data.length === 0) return <EmptyState message={t("chat.saved.empty")} />;
  return (
    <>
      <ul className="flex flex-col gap-2" data-testid="chat-saved-list">
        {chats.data.map((chat) => (
          <SavedChatRow
            key={chat.dialogueId}
            chat={chat}
            href={hrefFor(chat.dialogueId)}
            current={chat.dialogueId === currentDialogueId}
            onOpen={() => onOpen(chat.dialogueId)}
            onHide={() => setHiding(chat.dialogueId)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={hiding !== null}
        title={t("chat.saved.hideTitle")}
        description={t("chat.saved.hideDescription")}
        confirmLabel={t("chat.saved.hide")}
        onCancel={() => setHiding(null)}
        onConfirm={() => {
          if (hiding) hide.mutate(hiding, { onError: toastFailure });
          setHiding(null);
        }}
      />
    </>
  );
}
