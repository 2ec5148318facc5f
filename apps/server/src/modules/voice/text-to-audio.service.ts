import type { AudioPlayback } from "@fable/contract";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { chatReplyToRead, roomReplyToRead } from "./reply-to-read.ts";
import { speakingVoice } from "./speaking-voice.ts";
import { RATE_FACTORS, speechGroups } from "./speech/index.ts";
import { clipAddresses } from "./speech-clips.ts";
import { requireEngine } from "./speech-setup.ts";

/**
 * POST /v1/chat/text2Audio: a bot reply of the caller's own chat or room read aloud in the voice of the
 * character who wrote it, one clip address per group of sentences.
 */
export async function textToAudio(
  ctx: UserContext,
  input: { msgId: string; roomId?: string | undefined },
): Promise<AudioPlayback> {
  const reply = input.roomId
    ? await roomReplyToRead(ctx, input.roomId, input.msgId)
    : await chatReplyToRead(ctx, input.msgId);
  const engine = await requireEngine(ctx);
  const groups = speechGroups(reply.text, { actions: reply.speechActions });
  if (groups.length === 0) throw AppError.invalidInput("VoiceMessages.nothingToSay");
  const voice = await speakingVoice(ctx, engine, reply.voice);
  return {
    msgId: input.msgId,
    playUrl: await clipAddresses(ctx, voice, reply.speechRate, groups),
    playSpeed: RATE_FACTORS[reply.speechRate],
    engine: voice.engine,
    voice: voice.id,
  };
}
