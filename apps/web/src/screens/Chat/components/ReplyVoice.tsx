import type { BotVoiceSettings } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { PlayButton } from "../../../components/Voice/PlayButton";
import { textToAudio } from "../../../queries/voice";

/** The key a reply plays under in the voice player (auto-play starts the same one). */
export const replyPlayKey = (msgId: string) => `msg:${msgId}`;

/** The key a room message plays under: room and chat messages are numbered apart. */
const roomReplyPlayKey = (roomId: string, msgId: string) => `room:${roomId}:${msgId}`;

/**
 * The play button of one bot reply (of a chat, or of the room `roomId`): hidden until the bot's voice
 * settings are known, disabled with the server's reason when voice is off here.
 */
export function ReplyVoice({
  msgId,
  roomId,
  settings,
}: {
  msgId: string;
  roomId?: string;
  settings: BotVoiceSettings | undefined;
}) {
  const { t } = useTranslation();
  if (!settings) return null;
  return (
    <PlayButton
      playKey={roomId ? roomReplyPlayKey(roomId, msgId) : replyPlayKey(msgId)}
      load={() => textToAudio(msgId, roomId)}
      disabledReason={settings.available ? null : settings.reason || t("voice.off")}
      label={t("voice.play.reply")}
    />
  );
}
