import type { RoomMessage } from "@fable/contract";
import { useBotVoiceSettings } from "../../../queries/voice";
import { ReplyVoice } from "../../Chat/components/ReplyVoice";

/**
 * The play button of one character's room message, read in that character's voice: each speaker's
 * voice settings are asked once and shared by all its messages (docs/product.md#voice).
 */
export function RoomReplyVoice({ message }: { message: Pick<RoomMessage, "msgId" | "roomId" | "botId"> }) {
  const settings = useBotVoiceSettings(message.botId);
  return <ReplyVoice msgId={message.msgId} roomId={message.roomId} settings={settings.data} />;
}
