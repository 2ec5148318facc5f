import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { ErrorState } from "../../../components/StateMessage";
import { fillPlaceholders } from "../../../lib/greeting";
import { isBotUnavailable, useBotDetail } from "../../../queries/botProfile";
import { openLogin } from "../../../stores/login";
import { bubbleClass, MessageRow, ReplyText } from "./Bubble";
import { ChatHeader } from "./ChatHeader";
import { ChatIntro } from "./ChatIntro";
import { ChatSkeleton, Unavailable } from "./ChatStates";

/** What a signed-out visitor sees: the character and its greeting, and a way to sign in (spec §6). */
export function VisitorChat({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const detail = useBotDetail(botId);
  const bot = detail.data;

  useEffect(() => {
    openLogin("chat");
  }, []);

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
  const name = bot.characterName || bot.botName;
  const greeting = fillPlaceholders(bot.greeting, { char: name, user: t("chat.you") });

  return (
    <>
      <ChatHeader botId={botId} name={bot.botName} avatar={bot.avatar} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex w-full max-w-[820px] flex-col gap-7 px-3 pt-4 pb-8 md:px-6">
          <ChatIntro name={name} avatar={bot.avatar} bot={bot} />
          {greeting.trim() ? (
            <MessageRow speaker="bot" botName={name} botAvatar={bot.avatar}>
              <div data-testid="chat-message" data-role="bot" data-msg-id="greeting" className="min-w-0">
                <div className={bubbleClass("bot")}>
                  <ReplyText text={greeting} streaming={false} />
                </div>
              </div>
            </MessageRow>
          ) : null}
        </div>
      </div>
      <div className="shrink-0 border-t border-border/70 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:pb-4">
        <div className="mx-auto flex w-full max-w-[820px] flex-col items-center gap-2 text-center">
          <p className="text-sm text-muted">{t("chat.signInHint", { name })}</p>
          <Button data-testid="chat-sign-in" onClick={() => openLogin("chat")} className="px-6">
            <LogIn aria-hidden="true" className="size-4" />
            {t("chat.signIn")}
          </Button>
        </div>
      </div>
    </>
  );
}
