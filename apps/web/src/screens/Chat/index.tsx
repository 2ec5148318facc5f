import { BotType, ResponseCode } from "@fable/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ApiError } from "../../api/errors";
import { ErrorState } from "../../components/StateMessage";
import { parseBotIdParam } from "../../lib/botReview";
import { chatPath } from "../../lib/paths";
import { isBotUnavailable, useBotDetail } from "../../queries/botProfile";
import { useEnterDialogue } from "../../queries/chat";
import { useBotVoiceSettings } from "../../queries/voice";
import { useIsSignedIn } from "../../stores/auth";
import { AdsLocked } from "./components/AdsLocked";
import { AskPictureButton } from "./components/AskPictureButton";
import { ChatBackdrop } from "./components/ChatBackdrop";
import { ChatHeader } from "./components/ChatHeader";
import { ChatIntro } from "./components/ChatIntro";
import { ChatSkeleton, Unavailable } from "./components/ChatStates";
import { Composer, type ComposerHandle } from "./components/Composer";
import { MemoryPanel } from "./components/MemoryPanel";
import { MessageList } from "./components/MessageList";
import { SuggestedReplies } from "./components/SuggestedReplies";
import { VisitorChat } from "./components/VisitorChat";
import { VisitorHandoff } from "./components/VisitorHandoff";
import { PdfChatLayout } from "./pdf/PdfChatLayout";
import { opensSavedChats } from "./savedChatsLink";
import { suggestionAnchor } from "./suggestions";
import { useConversation } from "./useConversation";
import { useVoiceAutoPlay } from "./useVoiceAutoPlay";

/** The screen fills the space under the app header, so only the message list scrolls. */
const screen = "flex h-[calc(100dvh-3rem)] flex-col md:h-[calc(100dvh-4rem)]";

function ChatRoom({
  botId,
  dialogueId,
  openSavedAtStart,
}: {
  botId: string;
  dialogueId: string | null;
  openSavedAtStart: boolean;
}) {
  const { t } = useTranslation();
  const dialogue = useEnterDialogue(botId, dialogueId);
  const bot = useBotDetail(botId).data;
  const conversation = useConversation(botId, dialogue.data);
  const [memoryOpen, setMemoryOpen] = useState(false);
  const composer = useRef<ComposerHandle>(null);
  const navigate = useNavigate();
  const { header, state } = conversation;
  const voice = useBotVoiceSettings(botId).data;
  useVoiceAutoPlay(state, voice);

  if (dialogue.isError) {
    const error = dialogue.error;
    if (error instanceof ApiError && error.code === ResponseCode.ADS_LOCKED)
      return <AdsLocked botId={botId} message={error.message} onUnlocked={() => void dialogue.refetch()} />;
    if (isBotUnavailable(error)) {
      // A stale dialogue link ("dialogue id is invalid") can still open the bot's latest chat.
      const action = dialogueId
        ? { to: `/chat/${encodeURIComponent(botId)}`, label: t("chat.openLatest") }
        : undefined;
      return <Unavailable message={error.message} {...(action ? { action } : {})} />;
    }
    return (
      <div className="p-4">
        <ErrorState message={error.message} onRetry={() => void dialogue.refetch()} />
      </div>
    );
  }
  // A story is played on its adventure screen, not chatted with (docs/product.md#adventure-play).
  if (dialogue.data?.botType === BotType.STORY)
    return <Navigate to={`/adventure/${encodeURIComponent(botId)}`} replace />;
  if (!header || !state.dialogueId) return <ChatSkeleton />;

  const name = header.botName;
  const savedChatHref = (target: string) =>
    `${chatPath({ botId, botName: name })}?dialogueId=${encodeURIComponent(target)}`;
  const openSaved = (target: string) => {
    if (target === state.dialogueId) return;
    // The address already names it (a new chat was started since): nothing would change, so open it here.
    if (target === dialogueId) void conversation.openDialogue(target);
    else navigate(savedChatHref(target));
  };
  const newChat = async () => {
    if (await conversation.newChat()) toast.success(t("chat.saved.previousSavedToast"));
  };
  const saveAndNew = async () => {
    if (await conversation.saveAndStartNew()) toast.success(t("chat.saved.savedToast"));
  };

  return (
    <>
      <title>{t("app.pageTitle", { page: name })}</title>
      <PdfChatLayout botId={botId}>
        <ChatHeader
          botId={botId}
          name={name}
          avatar={header.avatar}
          model={header.model}
          actions={{
            dialogueId: state.dialogueId,
            busy: state.stream !== null || conversation.startingNew,
            onNewChat: () => void newChat(),
            onOpenMemory: () => setMemoryOpen(true),
            onSaveAndNew: () => void saveAndNew(),
            savedChatHref,
            onOpenSaved: openSaved,
            savedChatsOpenAtStart: openSavedAtStart,
            messages: state.messages,
            onPicturesUnlocked: (pictures) => {
              for (const picture of pictures) {
                const carrier = state.messages.find(
                  (message) => message.picture?.pictureId === picture.pictureId,
                );
                if (carrier) conversation.showMessage({ ...carrier, picture }, false);
              }
            },
          }}
        />
        <ChatBackdrop botId={botId}>
          <MessageList
            conversation={conversation}
            botName={name}
            botAvatar={header.avatar}
            voiceSettings={voice}
            intro={<ChatIntro name={name} avatar={header.avatar} bot={bot} />}
          />
        </ChatBackdrop>
        <Composer
          key={state.dialogueId}
          ref={composer}
          disabled={conversation.startingNew}
          streaming={state.stream !== null}
          placeholder={t("chat.placeholder", { name })}
          onSend={conversation.send}
          onStop={conversation.stop}
          toolbar={
            <div className="flex items-start gap-2">
              <AskPictureButton
                dialogueId={state.dialogueId}
                disabled={state.stream !== null || conversation.startingNew}
                takeRequest={() => composer.current?.take() ?? ""}
                giveBack={(request) => composer.current?.fill(request)}
                onSent={(message) => conversation.showMessage(message, true)}
              />
              <div className="min-w-0 flex-1">
                <SuggestedReplies
                  dialogueId={state.dialogueId}
                  anchor={suggestionAnchor(state)}
                  onPick={(text) => composer.current?.fill(text)}
                />
              </div>
            </div>
          }
        />
      </PdfChatLayout>
      <MemoryPanel
        open={memoryOpen}
        onOpenChange={setMemoryOpen}
        dialogueId={state.dialogueId}
        botName={name}
        onUnpin={(msgId) => conversation.pin(msgId, false)}
      />
    </>
  );
}

/** /chat/{botId}-{botName} (and the old /chat/{botId}): the character chat (docs/product.md#chat-screen). */
export default function Chat() {
  const botId = parseBotIdParam(useParams().botId);
  const [searchParams] = useSearchParams();
  const signedIn = useIsSignedIn();
  // A story is played on its adventure screen (which asks visitors to sign in), not chatted with.
  const isStory = useBotDetail(botId).data?.isStoryBot === true;
  if (botId !== null && isStory) return <Navigate to={`/adventure/${encodeURIComponent(botId)}`} replace />;
  return (
    <div data-testid="chat-screen" className={screen}>
      {botId === null ? (
        <Unavailable />
      ) : signedIn ? (
        <VisitorHandoff key={botId} botId={botId}>
          <ChatRoom
            key={botId}
            botId={botId}
            dialogueId={searchParams.get("dialogueId")}
            openSavedAtStart={opensSavedChats(searchParams)}
          />
        </VisitorHandoff>
      ) : (
        <VisitorChat botId={botId} />
      )}
    </div>
  );
}
