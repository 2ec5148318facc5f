import { z } from "zod";
import { BotIdQuery } from "../character.ts";
import {
  AudioPlayback,
  BotVoiceSettings,
  CreateVoicePackRequest,
  DeletedPack,
  DeletePackQuery,
  SpeechClipParams,
  TextToAudioRequest,
  UserRight,
  UserRightQuery,
  VoiceAutoPlayRequest,
  VoiceOptions,
  VoicePack,
  VoicePackIdQuery,
  VoicePackList,
  VoicePackListQuery,
  VoicePackNameCheck,
  VoicePackNameQuery,
  VoicePreview,
  VoicePreviewRequest,
} from "../voice.ts";
import { defineRoute } from "./define.ts";

/**
 * Voice (docs/product.md#voice): replies read aloud, auto-play per bot, and voice packs made in the
 * Toolkit (/fitting) from an upload or from samples recorded in the browser.
 */
export const voiceRoutes = {
  textToAudio: defineRoute({
    method: "POST",
    path: "/v1/chat/text2Audio",
    access: "user",
    tag: "voice",
    summary:
      "A bot reply read aloud: one signed clip address per group of sentences (each spoken when first fetched, then kept)",
    body: TextToAudioRequest,
    result: AudioPlayback,
  }),
  speechClip: defineRoute({
    method: "GET",
    path: "/voice/audio/:clip",
    access: "public",
    tag: "voice",
    summary: "One clip of speech; the signed address is the credential, so an <audio> element can play it",
    params: SpeechClipParams,
    result: z.unknown(),
    answer: "file",
  }),
  setVoiceAutoPlay: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/voice/onOff",
    access: "user",
    tag: "voice",
    summary: "Turn auto-play of one bot's replies on or off (for you)",
    body: VoiceAutoPlayRequest,
    result: BotVoiceSettings,
  }),
  getBotVoiceSettings: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/voice/settings",
    access: "user",
    tag: "voice",
    summary: "Whether this bot's replies can be read aloud here, in which voice, and whether they auto-play",
    query: BotIdQuery,
    result: BotVoiceSettings,
  }),
  listVoiceOptions: defineRoute({
    method: "GET",
    path: "/voice/options",
    access: "user",
    tag: "voice",
    summary: "The voices a character of yours can have: the built-in ones and your finished voice packs",
    result: VoiceOptions,
  }),
  previewVoice: defineRoute({
    method: "POST",
    path: "/voice/preview",
    access: "user",
    tag: "voice",
    summary: "A short sample of a voice (built in or your pack) at a speech rate",
    body: VoicePreviewRequest,
    result: VoicePreview,
  }),
  listVoicePacks: defineRoute({
    method: "GET",
    path: "/pack/voice/list",
    access: "user",
    tag: "voice",
    summary: "Your voice packs, newest first; isEnable=true lists only finished ones",
    query: VoicePackListQuery,
    result: VoicePackList,
  }),
  checkVoicePackName: defineRoute({
    method: "GET",
    path: "/pack/voice/checkName",
    access: "user",
    tag: "voice",
    summary: "Whether a voice pack name is free among yours",
    query: VoicePackNameQuery,
    result: VoicePackNameCheck,
  }),
  createVoicePack: defineRoute({
    method: "POST",
    path: "/pack/voice/create",
    access: "user",
    tag: "voice",
    summary:
      "Train a voice pack from one uploaded recording or 5-10 recorded samples (uploaded first with purpose voice); training runs in the background and cannot be stopped",
    body: CreateVoicePackRequest,
    result: VoicePack,
  }),
  retrainVoicePack: defineRoute({
    method: "GET",
    path: "/pack/voice/regen",
    access: "user",
    tag: "voice",
    summary: "Train a voice pack whose training failed again",
    query: VoicePackIdQuery,
    result: VoicePack,
  }),
  deletePack: defineRoute({
    method: "DELETE",
    path: "/pack/delete",
    access: "user",
    tag: "voice",
    summary:
      "Delete one of your packs (type voice or image); characters that used it go back to the default voice or to no image pack",
    query: DeletePackQuery,
    result: DeletedPack,
  }),
  checkUserRight: defineRoute({
    method: "GET",
    path: "/user/checkUserRight",
    access: "user",
    tag: "voice",
    summary:
      "Resolves when you may use a right now (voice training: free tries or this month's member pack), else answers why not",
    query: UserRightQuery,
    result: UserRight,
  }),
} as const;
