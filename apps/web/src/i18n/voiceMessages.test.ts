import { VOICE_LIMITS, VoiceMessages } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { flattenCatalog } from "./flatten";
import voiceEn from "./screens/voice.en.json";

/**
 * Some voice sentences are shown by the web app itself (before asking the server, or beside its
 * answer): in English they must read as the server's own VoiceMessages, so one rule is never told
 * two ways.
 */
describe("the web's voice sentences", () => {
  const en = flattenCatalog(voiceEn);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

  it("say what the server says, word for word", () => {
    expect(en["voice.off"]).toBe(VoiceMessages.voiceOff);
    expect(en["voice.visitor.title"]).toBe(VoiceMessages.signUpForVoice);
    expect(en["voice.pack.approximation"]).toBe(VoiceMessages.offlineApproximation);
    expect(en["voice.pack.locked"]).toBe(VoiceMessages.packLocked);
    expect(en["voice.name.required"]).toBe(VoiceMessages.nameRequired);
    expect(en["voice.name.taken"]).toBe(VoiceMessages.nameTaken);
    expect(fill(en["voice.name.tooLong"]!, { max: VOICE_LIMITS.packNameMax })).toBe(VoiceMessages.nameLength);
    expect(en["voice.upload.short"]).toBe(VoiceMessages.uploadShort);
    expect(en["voice.upload.notAudio"]).toBe(VoiceMessages.notAudio);
    expect(fill(en["voice.upload.tooShort"]!, { seconds: VOICE_LIMITS.uploadMinSeconds })).toBe(
      VoiceMessages.uploadTooShort,
    );
    expect(en["voice.upload.tooLong"]).toBe(VoiceMessages.uploadTooLong);
    expect(en["voice.upload.tooLarge"]).toBe(VoiceMessages.audioTooLarge);
  });
});
