import { Brain, ChevronLeft, SquarePen } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { Button } from "../../../components/Button";
import { useIsMobile } from "../../../lib/useMediaQuery";
import { ChatMenu, type ChatMenuProps } from "./ChatMenu";
import { LikeButton } from "./LikeButton";
import { ModelBadge } from "./ModelBadge";

const headerIconButton =
  "flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text disabled:opacity-50";

/** A round icon button of a conversation's header, its label read aloud and shown on hover. */
export function HeaderIconButton({
  testId,
  label,
  onClick,
  children,
}: {
  testId: string;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={onClick}
      aria-label={label}
      title={label}
      className={headerIconButton}
    >
      {children}
    </button>
  );
}

interface ChatHeaderProps {
  botId: string;
  name: string;
  avatar: string;
  model?: { label: string; offline: boolean } | undefined;
  /** Controls that need a dialogue (like, new chat, memory, the "more" menu); absent for visitors. */
  actions?: Omit<ChatMenuProps, "botId" | "botName" | "compact"> | undefined;
}

/** Back to where the chat (or room) was opened from; one opened directly goes back to the chats list. */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/chats");
  };
}

/** The bar of a conversation screen (the chat's, a room's), starting with Back. */
export function HeaderBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border/70 bg-bg/90 px-2 backdrop-blur-md md:h-16 md:px-4">
      <button type="button" onClick={back} aria-label={t("chat.back")} className={headerIconButton}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      {children}
    </div>
  );
}

export function ChatHeader({ botId, name, avatar, model, actions }: ChatHeaderProps) {
  const { t } = useTranslation();
  // On a phone New chat and Memory move into the "more" menu, leaving room for the name.
  const compact = useIsMobile();
  return (
    <HeaderBar>
      <div className="flex min-w-0 items-center gap-3">
        <Link
          to={`/botProfile/${encodeURIComponent(botId)}`}
          aria-label={t("chat.viewProfile", { name })}
          className="shrink-0 rounded-full"
        >
          <Avatar src={avatar} alt={name} lazy={false} className="size-9 rounded-full text-sm md:size-10" />
        </Link>
        <div className="flex min-w-0 flex-col items-start">
          <Link
            to={`/botProfile/${encodeURIComponent(botId)}`}
            data-testid="chat-bot-link"
            className="max-w-full truncate rounded-md text-base leading-tight font-semibold hover:underline"
          >
            {name}
          </Link>
          {model ? <ModelBadge label={model.label} offline={model.offline} /> : null}
        </div>
      </div>
      {actions ? (
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <LikeButton botId={botId} name={name} />
          {compact ? null : (
            <>
              <Button
                variant="ghost"
                size="sm"
                data-testid="chat-new"
                disabled={actions.busy}
                onClick={actions.onNewChat}
                aria-label={t("chat.newChat")}
                className="px-2 md:px-3"
              >
                <SquarePen aria-hidden="true" className="size-4" />
                <span className="hidden md:inline">{t("chat.newChat")}</span>
              </Button>
              <HeaderIconButton
                testId="chat-memory-button"
                label={t("chat.memory.open")}
                onClick={actions.onOpenMemory}
              >
                <Brain aria-hidden="true" className="size-5" />
              </HeaderIconButton>
            </>
          )}
          <ChatMenu botId={botId} botName={name} compact={compact} {...actions} />
        </div>
      ) : null}
    </HeaderBar>
  );
}
