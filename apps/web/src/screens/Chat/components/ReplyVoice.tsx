import type { BotVoiceSettings } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { PlayButton } from "../../../components/Voice/PlayButton";
import { textToAudio } from "../../../queries/voice";

/** The key a reply plays under in the voice player (auto-play starts the same one). */
export const replyPlayKey = (msgId: string) => `msg:${msgId}`;

/**
 * The play button of one bot reply: hidden until the bot's voice settings are known, disabled with
 * the server's reason when voice is off here.
 */
export function ReplyVoice({ msgId, settings }: { msgId: string; settings: BotVoiceSettings | undefined }) {
  const { t } = useTranslation();
  if (!settings) return null;
  return (
    <PlayButton
      playKey={replyPlayKey(msgId)}
      load={() => textToAudio(msgId)}
      disabledReason={settings.available ? null : settings.reason || t("voice.off")}
      label={t("voice.play.reply")}
    />
  );
}
