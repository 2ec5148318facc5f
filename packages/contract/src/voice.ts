import { z } from "zod";
import { idLike } from "./chat.ts";

/**
 * Voice (docs/product.md#voice): bot replies read aloud, and voice packs — a user's own voice made from
 * an uploaded recording or from samples recorded in the browser, then given to their characters.
 */
export const VOICE_LIMITS = {
  packNameMax: 40,
  /** Live recording (spec §5): 5-10 samples, each over 3 seconds. */
  samplesMin: 5,
  samplesMax: 10,
  sampleMinSeconds: 3,
  sampleMaxSeconds: 60,
  /** An upload is one recording of one speaker; "ideally over 2 minutes" (spec §5). */
  uploadMinSeconds: 10,
  uploadIdealSeconds: 120,
  uploadMaxSeconds: 30 * 60,
  /** One audio file (upload or sample); the sign call refuses a larger declared size before any byte. */
  fileMaxBytes: 50 * 1024 * 1024,
  /** Playback speed of a reply read aloud (spec §3 "playSpeed (default 0.9)"). */
  defaultPlaySpeed: 0.9,
  /** Free users may train this many packs in all; members get this many each month (spec §9). */
  freeTrainings: 3,
  memberMonthlyTrainings: 1,
  /** Packs on characters nobody chatted with for this long are removed (spec §9). */
  idleMonthsBeforeRemoval: 3,
  /** Text read aloud for one voice preview. */
  previewTextMax: 200,
  /**
   * What an upload of purpose "voice" may declare. Only a first filter: the bytes are sniffed and decoded
   * when the pack is created, so a renamed file of another kind is refused then.
   */
  uploadTypes: [
    "audio/wav",
    "audio/x-wav",
    "audio/wave",
    "audio/vnd.wave",
    "audio/mpeg",
    "audio/mp3",
    "audio/ogg",
    "audio/opus",
    "audio/flac",
    "audio/x-flac",
    "audio/webm",
    "audio/mp4",
    "audio/x-m4a",
    "audio/aac",
  ],
} as const;

export const VoiceMessages = {
  voiceOff: "Voice is not available on this server",
  signUpForVoice: "Sign up to unlock voice",
  messageNotFound: "Message not found",
  notABotMessage: "Only a character's reply can be read aloud",
  nothingToSay: "This reply has nothing to read aloud",
  clipNotFound: "This audio is no longer available",
  speechFailed: "This could not be read aloud just now; try again in a moment",
  previewText: "Hello! This is how I sound when I read your story aloud.",
  nameRequired: "Give the voice pack a name",
  nameLength: `Name must be at most ${VOICE_LIMITS.packNameMax} characters`,
  nameTaken: "You already have a voice pack with this name",
  audioRequired: "Upload a recording or record samples first",
  samplesCount: `Record ${VOICE_LIMITS.samplesMin} to ${VOICE_LIMITS.samplesMax} samples`,
  uploadCount: "Upload one recording",
  sampleTooShort: `Sample {{index}} is shorter than ${VOICE_LIMITS.sampleMinSeconds} seconds`,
  sampleTooLong: `Sample {{index}} is longer than ${VOICE_LIMITS.sampleMaxSeconds} seconds`,
  uploadTooShort: `The recording must be at least ${VOICE_LIMITS.uploadMinSeconds} seconds long`,
  uploadTooLong: "The recording must be at most {{minutes}} minutes long",
  uploadShort: "Recordings over 2 minutes give the best voice",
  notAudio: "This file is not a recording that can be read (use WAV, MP3, OGG or FLAC)",
  audioDamaged: "This recording is damaged and cannot be read",
  audioTooLarge: "Audio files must be at most {{mb}} MB",
  silent: "No voice could be heard in this recording",
  notYourUpload: "Use a recording you uploaded here",
  packNotFound: "Voice pack not found",
  packNotReady: "This voice pack is not ready yet",
  packLocked: "A voice pack cannot be changed or stopped once training has started",
  notRetryable: "Only a voice pack whose training failed can be trained again",
  trainingsUsed: "You have used your {{count}} free voice trainings. Subscribe to train more",
  monthlyTrainingsUsed: "You have trained this month's voice pack. The next one is free on {{date}}",
  rightBusy: "Another check of your rights is still running; try again in a moment",
  trainingFailed: "Training failed: {{reason}}",
  offlineApproximation:
    "Without a voice-cloning service, this server approximates your voice (pitch, range and pace) rather than cloning it",
} as const;

/** How a reply is read: the engine that speaks, and why voice is off when it is. */
export const SpeechEngineName = z.enum(["espeak-ng", "openai", "clone", "off"]);
export type SpeechEngineName = z.infer<typeof SpeechEngineName>;

/**
 * POST /v1/chat/text2Audio: `msgId` alone names a message of a one-to-one chat; with `roomId` it names a
 * message of that room (docs/product.md#voice), read in the voice of the character who spoke it.
 */
export const TextToAudioRequest = z.object({ msgId: idLike("msgId"), roomId: idLike("roomId").optional() });

/**
 * The reply read aloud (spec §3 "Audio playback: msgId, playUrl list, playSpeed"): one address per
 * group of sentences, each synthesised when first fetched and then kept, so playback starts before the
 * whole reply is spoken and a replay costs nothing.
 */
export const AudioPlayback = z.object({
  msgId: z.string(),
  playUrl: z.array(z.string()),
  /**
   * The pace the clips are spoken at, relative to the engine's normal pace: the bot's speech rate
   * (medium is the spec's default 0.9, slow 0.75, fast 1.1, super fast 1.35). The engine already speaks
   * at this pace, so players play the clips at 1x; the number is for display.
   */
  playSpeed: z.number(),
  /** "clone" when a voice pack cloned by the cloning service speaks. */
  engine: SpeechEngineName,
  /** The voice that reads it: a built-in voice id or "pack:<id>". */
  voice: z.string(),
});
export type AudioPlayback = z.infer<typeof AudioPlayback>;

/** GET /voice/audio/:clip — one signed clip (the address is the credential, so <audio> can play it). */
export const SpeechClipParams = z.object({ clip: z.string().trim().min(1).max(300) });

/** POST /ai/roleInfo/voice/onOff: auto-play this bot's replies (per user). */
export const VoiceAutoPlayRequest = z.object({ botId: idLike("botId"), onOff: z.boolean() });

/** GET /ai/roleInfo/voice/settings: what the chat's player needs for one bot. */
export const BotVoiceSettings = z.object({
  botId: z.string(),
  available: z.boolean(),
  /** Why voice is off (a VoiceMessages text) when it is. */
  reason: z.string().nullable(),
  engine: SpeechEngineName,
  autoPlay: z.boolean(),
  playSpeed: z.number(),
  voice: z.string(),
});
export type BotVoiceSettings = z.infer<typeof BotVoiceSettings>;

/** A voice a character can have: built in, or one of the user's finished packs. */
export const VoiceOption = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(["builtin", "pack"]),
  language: z.enum(["en", "zh", "any"]),
});
export type VoiceOption = z.infer<typeof VoiceOption>;
export const VoiceOptions = z.object({ voices: z.array(VoiceOption), engine: SpeechEngineName });

/** POST /voice/preview: hear a voice before choosing it. */
export const VoicePreviewRequest = z.object({
  voice: z.string().trim().min(1).max(80),
  speechRate: z.enum(["slow", "medium", "fast", "super_fast"]).default("medium"),
  text: z.string().trim().max(VOICE_LIMITS.previewTextMax).optional(),
});
export const VoicePreview = z.object({ playUrl: z.array(z.string()), playSpeed: z.number() });

export const PackState = z.enum(["training", "completed", "failed"]);
export type PackState = z.infer<typeof PackState>;
export const VoicePackSource = z.enum(["upload", "recording"]);
export type VoicePackSource = z.infer<typeof VoicePackSource>;

export const VoicePack = z.object({
  id: z.string(),
  name: z.string(),
  source: VoicePackSource,
  state: PackState,
  /** Why training failed (a readable sentence), when it did. */
  failureReason: z.string().nullable(),
  /** "clone" with a configured voice-cloning service; "approximation" when made offline. */
  method: z.enum(["clone", "approximation"]),
  sampleCount: z.number().int(),
  totalSeconds: z.number(),
  /** A short clip in the finished voice. */
  previewUrl: z.string().nullable(),
  /** Usable on a character (completed). */
  isEnable: z.boolean(),
  /** Advice that does not stop training (an upload under 2 minutes: VoiceMessages.uploadShort), or null. */
  warning: z.string().nullable(),
  /** The user's characters that speak with it. */
  botsUsing: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type VoicePack = z.infer<typeof VoicePack>;

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((value) => value === true || value === "true" || value === "1");

/** GET /pack/voice/list?isEnable=true lists only packs a character can use. */
export const VoicePackListQuery = z.object({ isEnable: flag.optional() });
export const VoicePackList = z.object({ packs: z.array(VoicePack) });

const PackName = z
  .string()
  .trim()
  .min(1, VoiceMessages.nameRequired)
  .max(VOICE_LIMITS.packNameMax, VoiceMessages.nameLength);

/** GET /pack/voice/checkName?modelName= (spec payload name). */
export const VoicePackNameQuery = z.object({ modelName: PackName });
export const VoicePackNameCheck = z.object({ available: z.boolean() });

/**
 * POST /pack/voice/create: files uploaded first with /aws/s3/sign purpose "voice" — one recording
 * (source upload) or 5-10 samples (source recording).
 */
export const CreateVoicePackRequest = z.object({
  modelName: PackName,
  source: VoicePackSource,
  files: z
    .array(z.string().trim().min(1).max(500))
    .min(1, VoiceMessages.audioRequired)
    .max(VOICE_LIMITS.samplesMax, VoiceMessages.samplesCount),
});

/** GET /pack/voice/regen?id=: train a failed pack again. */
export const VoicePackIdQuery = z.object({ id: idLike("id") });

/** DELETE /pack/delete?id=&type=voice|image: one route deletes either kind of pack. */
export const DeletePackQuery = z.object({
  id: idLike("id"),
  type: z.enum(["voice", "image"]).default("voice"),
});
export const DeletedPack = z.object({ id: z.string(), deleted: z.boolean() });

/** GET /user/checkUserRight?rightType= : resolves when the user may, else answers the reason as an error. */
export const UserRightType = z.enum(["voiceTraining"]);
export const UserRightQuery = z.object({ rightType: UserRightType });
export const UserRight = z.object({
  rightType: UserRightType,
  allowed: z.literal(true),
  /** Trainings left (free: in all; members: this month); null when unlimited. */
  remaining: z.number().int().nullable(),
});
export type UserRight = z.infer<typeof UserRight>;
