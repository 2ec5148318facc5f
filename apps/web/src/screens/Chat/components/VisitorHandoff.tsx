import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { ApiError } from "../../../api/errors";
import { ErrorState } from "../../../components/StateMessage";
import { adoptVisitorChat } from "../../../queries/visitorChat";
import { clearVisitorChat, readVisitorChat, sessionStore } from "../visitorConversation";
import { ChatSkeleton } from "./ChatStates";

type Phase =
  | { kind: "chat" }
  | { kind: "adopting" }
  /** Adopted: the chat opens once the address names the new dialogue. */
  | { kind: "adopted"; dialogueId: string }
  | { kind: "failed"; message: string };

/** A refusal (the bot became private, the chat broke a rule) will not change on retry; a lost connection may. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status !== undefined && error.status < 500;

/**
 * Signed in on a chat screen where a visitor's conversation with this bot is kept
 * (docs/product.md#visitor-chat): that conversation becomes a new dialogue, and the chat opens on it. Without
 * one, the chat opens at once.
 */
export function VisitorHandoff({ botId, children }: { botId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [phase, setPhase] = useState<Phase>(() =>
    readVisitorChat(sessionStore(), botId).length > 0 ? { kind: "adopting" } : { kind: "chat" },
  );

  const adopting = phase.kind === "adopting";
  useEffect(() => {
    if (!adopting) return;
    let live = true;
    const messages = readVisitorChat(sessionStore(), botId);
    adoptVisitorChat(botId, messages).then(
      (info) => {
        clearVisitorChat(sessionStore(), botId);
        if (!live) return;
        setSearchParams({ dialogueId: info.dialogueId }, { replace: true });
        setPhase({ kind: "adopted", dialogueId: info.dialogueId });
      },
      (error: unknown) => {
        if (!live) return;
        if (!isRefusal(error)) {
          setPhase({ kind: "failed", message: error instanceof Error ? error.message : t("api.generic") });
          return;
        }
        clearVisitorChat(sessionStore(), botId);
        toast.error(t("chat.visitor.adoptFailed"));
        setPhase({ kind: "chat" });
      },
    );
    return () => {
      live = false;
    };
  }, [adopting, botId, setSearchParams, t]);

  // Once the address names the new dialogue the chat is on its own (it may move to another dialogue).
  const arrived = phase.kind === "adopted" && searchParams.get("dialogueId") === phase.dialogueId;
  useEffect(() => {
    if (arrived) setPhase({ kind: "chat" });
  }, [arrived]);

  if (phase.kind === "chat" || arrived) return children;
  if (phase.kind === "failed") {
    return (
      <div className="p-4">
        <ErrorState message={phase.message} onRetry={() => setPhase({ kind: "adopting" })} />
      </div>
    );
  }
  return <ChatSkeleton />;
}
