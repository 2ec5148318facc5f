import type { ChattingBot } from "@fable/contract";
import { History, LogIn, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Button, buttonClass } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { chatPath } from "../../lib/paths";
import { useChattingBots } from "../../queries/chat";
import { useIsSignedIn } from "../../stores/auth";
import { openLogin } from "../../stores/login";
import { savedChatsHref } from "../Chat/savedChatsLink";
import { chatTime, previewLine } from "./chatTime";
import { NewRoomLink, RoomsSection } from "./RoomsSection";

const SKELETONS = 6;

function ChatRow({ chat, now }: { chat: ChattingBot; now: Date }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <li>
      <Link
        to={chatPath(chat)}
        data-testid="chats-row"
        data-bot-id={chat.botId}
        className="flex items-center gap-3 rounded-[12px] px-3 py-3 transition duration-150 ease-out hover:bg-surface"
      >
        <Avatar src={chat.avatar} alt={chat.botName} className="size-12 shrink-0 rounded-full text-base" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex items-baseline justify-between gap-3">
            <span className="truncate font-semibold">{chat.botName}</span>
            <time dateTime={chat.lastMessageAt} className="shrink-0 text-xs text-muted">
              {chatTime(chat.lastMessageAt, now, locale, t("chats.yesterday"))}
            </time>
          </div>
          <p className="truncate text-sm text-muted">
            {previewLine(chat.lastMessage) || t("chats.noMessages")}
          </p>
        </div>
      </Link>
      {chat.savedChats > 0 ? (
        <Link
          to={savedChatsHref(chat)}
          data-testid="chats-saved-link"
          className="ml-[4.5rem] inline-flex items-center gap-1.5 rounded-md px-1 text-xs text-muted hover:text-text hover:underline"
        >
          <History aria-hidden="true" className="size-3.5" />
          {t("chats.savedChats", { count: chat.savedChats })}
        </Link>
      ) : null}
    </li>
  );
}

function ChatsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t("common.loading")}</span>
      <ul className="flex flex-col gap-1">
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <li key={index} className="flex items-center gap-3 px-3 py-3">
            <Skeleton className="size-12 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3.5 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChatsList() {
  const { t } = useTranslation();
  const chats = useChattingBots();
  if (chats.isError) return <ErrorState message={chats.error.message} onRetry={() => void chats.refetch()} />;
  if (!chats.data) return <ChatsSkeleton />;
  if (chats.data.length === 0) {
    return (
      <div data-testid="chats-empty">
        <EmptyState
          message={t("chats.empty")}
          action={
            <Link to="/" className={buttonClass("primary")}>
              <Sparkles aria-hidden="true" className="size-4" />
              {t("chats.findCharacter")}
            </Link>
          }
        />
      </div>
    );
  }
  const now = new Date();
  return (
    <ul data-testid="chats-list" className="flex flex-col gap-1">
      {chats.data.map((chat) => (
        <ChatRow key={chat.botId} chat={chat} now={now} />
      ))}
    </ul>
  );
}

/** One titled part of /chats: the rooms, or the dialogues. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby={id}>
      <h2 id={id} className="px-3 text-sm font-semibold text-muted">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /chats: every character the user talks to, the most recent first (docs/product.md#chats-page). */
export default function Chats() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const title = t("chats.title");
  return (
    <div
      data-testid="chats-screen"
      className="mx-auto flex w-full max-w-[760px] flex-col gap-5 px-3 py-5 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <div className="flex items-center justify-between gap-3 px-3">
        <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
        {signedIn ? <NewRoomLink /> : null}
      </div>
      {signedIn ? (
        <>
          <Section id="chats-rooms-title" title={t("rooms.listTitle")}>
            <RoomsSection />
          </Section>
          <Section id="chats-dialogues-title" title={t("rooms.dialoguesTitle")}>
            <ChatsList />
          </Section>
        </>
      ) : (
        <EmptyState
          message={t("chats.signInHint")}
          action={
            <Button data-testid="chats-sign-in" onClick={() => openLogin("chats")}>
              <LogIn aria-hidden="true" className="size-4" />
              {t("chat.signIn")}
            </Button>
          }
        />
      )}
    </div>
  );
}
