import type { RoomDetail } from "@fable/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ErrorState } from "../../components/StateMessage";
import { useRoomDetail } from "../../queries/rooms";
import { ChatSkeleton, Unavailable } from "../Chat/components/ChatStates";
import { Composer, type ComposerHandle } from "../Chat/components/Composer";
import { RoomHeader } from "./components/RoomHeader";
import { RoomMemoryPanel } from "./components/RoomMemoryPanel";
import { RoomMessageList } from "./components/RoomMessageList";
import { RoomSettings } from "./components/RoomSettings";
import { RoomToolbar } from "./components/RoomToolbar";
import { askAction } from "./speakers";
import { useRoomConversation } from "./useRoomConversation";

/** The screen fills the space under the app header, so only the message list scrolls (like the chat). */
const screen = "flex h-[calc(100dvh-3rem)] flex-col md:h-[calc(100dvh-4rem)]";

function RoomView({ roomId, detail }: { roomId: string; detail: RoomDetail }) {
  const { t } = useTranslation();
  const conversation = useRoomConversation(roomId, detail);
  // The header follows the settings the user saves; the conversation keeps its own messages.
  const [room, setRoom] = useState(detail);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [memoryOpen, setMemoryOpen] = useState(false);
  const composer = useRef<ComposerHandle>(null);
  const { state } = conversation;
  const streaming = state.stream !== null;

  const ask = async (botId: string) => {
    const text = composer.current?.take() ?? "";
    if (askAction(text) === "speak") return conversation.speakNow(botId);
    if (!(await conversation.send(text, botId))) composer.current?.fill(text);
  };

  return (
    <>
      <title>{t("app.pageTitle", { page: room.name })}</title>
      <RoomHeader
        room={room}
        onOpenSettings={() => setSettingsOpen(true)}
        onOpenMemory={() => setMemoryOpen(true)}
      />
      <RoomMessageList conversation={conversation} characters={room.characters} />
      <Composer
        ref={composer}
        disabled={false}
        streaming={streaming}
        placeholder={t("rooms.placeholder")}
        onSend={(content) => conversation.send(content)}
        onStop={conversation.stop}
        toolbar={
          <RoomToolbar
            characters={room.characters}
            busy={streaming}
            onAsk={(botId) => void ask(botId)}
            onLetThemTalk={conversation.letThemTalk}
          />
        }
      />
      <RoomMemoryPanel
        open={memoryOpen}
        onOpenChange={setMemoryOpen}
        roomId={roomId}
        characters={room.characters}
        onUnpin={(msgId) => conversation.pin(msgId, false)}
      />
      <RoomSettings
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        room={room}
        onSaved={(saved) => setRoom((previous) => ({ ...previous, ...saved }))}
      />
    </>
  );
}

function RoomLoader({ roomId }: { roomId: string }) {
  const detail = useRoomDetail(roomId);
  if (detail.isError) {
    return (
      <div className="p-4">
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  if (!detail.data) return <ChatSkeleton />;
  return <RoomView key={roomId} roomId={roomId} detail={detail.data} />;
}

/** /room/{roomId}: a group chat with several characters (docs/product.md#room-screen). */
export default function Room() {
  const roomId = useParams().roomId?.trim() ?? "";
  return (
    <div data-testid="room-screen" className={screen}>
      {/^\d+$/.test(roomId) ? <RoomLoader roomId={roomId} /> : <Unavailable />}
    </div>
  );
}
