import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { MessageText } from "../../../components/MessageText";

export const bubbleClass = (role: "user" | "bot") =>
  clsx(
    "rounded-[12px] border px-4 py-2.5 text-base leading-relaxed break-words whitespace-pre-wrap",
    role === "bot"
      ? "rounded-tl-[4px] border-border bg-surface text-text"
      : "rounded-tr-[4px] border-accent/30 bg-accent/15 text-text",
  );

/** The soft caret at the end of a reply being written (UI.md "Chat"). */
export function Caret() {
  return (
    <span
      aria-hidden="true"
      data-testid="chat-caret"
      className="ml-0.5 inline-block h-[1.1em] w-[2px] translate-y-[0.2em] animate-pulse rounded-full bg-accent-soft"
    />
  );
}

/** Three dots while the first piece of a reply is on its way. */
export function TypingDots() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 py-1.5" role="status">
      <span className="sr-only">{t("chat.typing")}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          style={{ animationDelay: `${delay}ms` }}
          className="size-1.5 animate-bounce rounded-full bg-muted"
        />
      ))}
    </span>
  );
}

/** A reply's text, or what has arrived of it so far; `renderText` draws its plain text (citations). */
export function ReplyText({
  text,
  streaming,
  renderText,
}: {
  text: string;
  streaming: boolean;
  renderText?: ((text: string) => ReactNode) | undefined;
}) {
  if (streaming && !text) return <TypingDots />;
  return (
    <>
      <MessageText text={text} renderText={renderText} />
      {streaming ? <Caret /> : null}
    </>
  );
}

/**
 * One row of the conversation: bot on the left with its avatar, the user on the right. A room names
 * the character above its reply (`label`), since several speak.
 */
export function MessageRow({
  speaker,
  botName,
  botAvatar,
  label,
  children,
}: {
  speaker: "user" | "bot";
  botName: string;
  botAvatar: string;
  label?: ReactNode;
  children: ReactNode;
}) {
  if (speaker === "user") {
    return <div className="flex justify-end pl-10 md:pl-20">{children}</div>;
  }
  return (
    <div className="flex gap-2.5 pr-6 md:pr-16">
      <Avatar src={botAvatar} alt={botName} className="mt-0.5 size-8 shrink-0 rounded-full text-xs" />
      {label ? (
        <div className="flex min-w-0 flex-col gap-1">
          {label}
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
