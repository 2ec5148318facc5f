import type { BotDetail } from "@fable/contract";
import { LogIn } from "lucide-react";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { ErrorState } from "../../../components/StateMessage";
import { fillPlaceholders } from "../../../lib/greeting";
import { isBotUnavailable, useBotDetail } from "../../../queries/botProfile";
import { openLogin } from "../../../stores/login";
import { useCitedText } from "../pdf/CitedText";
import { PdfChatLayout } from "../pdf/PdfChatLayout";
import { isNearBottom } from "../scroll";
import { useVisitorChat } from "../useVisitorChat";
import type { VisitorChatState } from "../visitorConversation";
import { bubbleClass, MessageRow, ReplyText } from "./Bubble";
import { ChatHeader } from "./ChatHeader";
import { ChatIntro } from "./ChatIntro";
import { ChatSkeleton, Unavailable } from "./ChatStates";
import { Composer } from "./Composer";
import { VisitorVoiceButton } from "./VisitorVoiceButton";

type Speaker = { name: string; avatar: string };

function Message({
  from,
  id,
  text,
  streaming = false,
  speaker,
}: {
  from: "user" | "bot";
  id: string;
  text: string;
  streaming?: boolean;
  speaker: Speaker;
}) {
  // A PDF bot's citations ("p. 3") open their page in the document beside the chat (PdfChatLayout).
  const citedText = useCitedText();
  return (
    <MessageRow speaker={from} botName={speaker.name} botAvatar={speaker.avatar}>
      <div
        data-testid="chat-message"
        data-role={from}
        data-msg-id={id}
        {...(streaming ? { "data-streaming": "true" } : {})}
        className="min-w-0"
      >
        <div className="flex max-w-full items-end gap-1">
          <div
            className={`${bubbleClass(from)} min-w-0`}
            {...(streaming ? { "aria-live": "polite" as const } : {})}
          >
            {from === "bot" ? <ReplyText text={text} streaming={streaming} renderText={citedText} /> : text}
          </div>
          {from === "bot" && !streaming ? <VisitorVoiceButton /> : null}
        </div>
      </div>
    </MessageRow>
  );
}

/** The greeting, the visitor's exchanges and the reply being written; follows the bottom while read there. */
function VisitorMessages({
  state,
  greeting,
  speaker,
  intro,
}: {
  state: VisitorChatState;
  greeting: string;
  speaker: Speaker;
  intro: ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const { messages, stream } = state;
  // The conversation only grows at its end, so a message's place is a stable id.
  const shown = messages.map((message, place) => ({ ...message, id: `visitor-${place}` }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows every change of the visible text
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [messages, stream?.draft, stream?.content]);

  return (
    <div
      ref={listRef}
      data-testid="chat-messages"
      onScroll={(event) => {
        stick.current = isNearBottom(event.currentTarget);
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      <div className="mx-auto flex w-full max-w-[820px] flex-col gap-7 px-3 pt-4 pb-8 md:px-6">
        {intro}
        {greeting ? <Message from="bot" id="greeting" text={greeting} speaker={speaker} /> : null}
        {shown.map((message) => (
          <Message
            key={message.id}
            from={message.role}
            id={message.id}
            text={message.content}
            speaker={speaker}
          />
        ))}
        {stream ? (
          <>
            <Message from="user" id="visitor-sending" text={stream.content} speaker={speaker} />
            <Message from="bot" id="" text={stream.draft} streaming speaker={speaker} />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Under the conversation: how many messages are left, or — once none are — the way to sign in. */
function VisitorFooter({ left, name }: { left: number | null; name: string }) {
  const { t } = useTranslation();
  if (left === 0) {
    return (
      <div className="shrink-0 border-t border-border/70 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:pb-4">
        <div className="mx-auto flex w-full max-w-[820px] flex-col items-center gap-2 text-center">
          <p className="text-sm text-muted">{t("chat.signInHint", { name })}</p>
          <Button data-testid="chat-sign-in" onClick={() => openLogin("chat")} className="px-6">
            <LogIn aria-hidden="true" className="size-4" />
            {t("chat.signIn")}
          </Button>
        </div>
      </div>
    );
  }
  if (left === null) return null;
  return (
    <div className="shrink-0 px-3 pt-2 text-center">
      <button
        type="button"
        data-testid="visitor-left"
        onClick={() => openLogin("chat")}
        className="rounded-md text-xs text-muted underline-offset-2 transition duration-150 ease-out hover:text-text hover:underline"
      >
        {t("chat.visitor.left", { count: left })}
      </button>
    </div>
  );
}

function VisitorRoom({ botId, bot }: { botId: string; bot: BotDetail }) {
  const { t } = useTranslation();
  const chat = useVisitorChat(botId);
  const name = bot.characterName || bot.botName;
  const greeting = fillPlaceholders(bot.greeting, { char: name, user: t("chat.you") }).trim();
  const speaker = { name, avatar: bot.avatar };

  return (
    <PdfChatLayout botId={botId}>
      <ChatHeader botId={botId} name={bot.botName} avatar={bot.avatar} />
      <VisitorMessages
        state={chat.state}
        greeting={greeting}
        speaker={speaker}
        intro={<ChatIntro name={name} avatar={bot.avatar} bot={bot} />}
      />
      <VisitorFooter left={chat.left} name={name} />
      {chat.left === 0 ? null : (
        <Composer
          disabled={false}
          streaming={chat.state.stream !== null}
          placeholder={t("chat.placeholder", { name })}
          onSend={chat.send}
          onStop={chat.stop}
        />
      )}
    </PdfChatLayout>
  );
}

/**
 * What a signed-out visitor sees (docs/product.md#visitor-chat): a working chat for a few messages,
 * then the sign-in prompt. Signing in carries the conversation over (see VisitorHandoff).
 */
export function VisitorChat({ botId }: { botId: string }) {
  const detail = useBotDetail(botId);
  const bot = detail.data;

  if (detail.isError) {
    return isBotUnavailable(detail.error) ? (
      <Unavailable message={detail.error.message} />
    ) : (
      <div className="p-4">
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  if (!bot) return <ChatSkeleton />;
  return <VisitorRoom botId={botId} bot={bot} />;
}
