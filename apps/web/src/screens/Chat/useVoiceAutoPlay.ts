import type { BotVoiceSettings } from "@fable/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { textToAudio } from "../../queries/voice";
import { useVoicePlayer } from "../../stores/voicePlayer";
import { replyToAutoPlay } from "./autoPlay";
import { replyPlayKey } from "./components/ReplyVoice";
import type { ConversationState } from "./conversation";

/**
 * Plays each new reply when its stream is done, if auto-play is on for this bot. Browsers let a page
 * start sound only after the user has interacted with it; a refused start leaves the reply's button
 * waiting (a click plays it) and says so once.
 */
export function useVoiceAutoPlay(state: ConversationState, settings: BotVoiceSettings | undefined) {
  const { t } = useTranslation();
  const wasStreaming = useRef(false);
  const hinted = useRef(false);
  const enabled = Boolean(settings?.available && settings.autoPlay);

  useEffect(() => {
    const msgId = replyToAutoPlay(wasStreaming.current, state);
    wasStreaming.current = state.stream !== null;
    if (!enabled || msgId === null) return;
    void useVoicePlayer
      .getState()
      .play(replyPlayKey(msgId), () => textToAudio(msgId))
      .then((outcome) => {
        if (outcome !== "blocked" || hinted.current) return;
        hinted.current = true;
        toast(t("voice.autoPlay.blocked"));
      });
  }, [state, enabled, t]);

  // Leaving the chat ends its reading.
  useEffect(() => () => useVoicePlayer.getState().stop(), []);
}
