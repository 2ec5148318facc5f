import type { BotVoiceSettings, SpeechRate, VoiceOption } from "@fable/contract";
import { and, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { renderMessage } from "../../i18n/server-message.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { voiceLabel } from "../bots/index.ts";
import { loadChattableBot } from "../chat/index.ts";
import { completedPackOf, PACK_VOICE, packVoice, speakingVoice } from "./speaking-voice.ts";
import { RATE_FACTORS, speechGroups } from "./speech/index.ts";
import { clipAddresses } from "./speech-clips.ts";
import { engineNameOf, requireEngine, speechSetup } from "./speech-setup.ts";
import { botVoiceSettings, voicePacks } from "./voice.schema.ts";

/** What the chat's player needs for one bot the caller may chat with. */
async function settingsOf(ctx: UserContext, botId: number): Promise<BotVoiceSettings> {
  const bot = await loadChattableBot(ctx, botId);
  const setup = await speechSetup(ctx.config);
  const [saved] = await ctx.db
    .select({ autoPlay: botVoiceSettings.autoPlay })
    .from(botVoiceSettings)
    .where(and(eq(botVoiceSettings.userId, ctx.userId), eq(botVoiceSettings.botId, botId)));
  return {
    botId: String(botId),
    available: setup.available,
    reason: setup.available ? null : renderMessage("VoiceMessages.voiceOff", ctx.language),
    engine: engineNameOf(setup),
    autoPlay: saved?.autoPlay ?? false,
    playSpeed: RATE_FACTORS[bot.speechRate as SpeechRate] ?? RATE_FACTORS.medium,
    voice: bot.voice,
  };
}

/** GET /ai/roleInfo/voice/settings. */
export function getBotVoiceSettings(ctx: UserContext, botId: number): Promise<BotVoiceSettings> {
  return settingsOf(ctx, botId);
}

/** POST /ai/roleInfo/voice/onOff: auto-play of one bot's replies, for the caller only. */
export async function setVoiceAutoPlay(
  ctx: UserContext,
  input: { botId: string; onOff: boolean },
): Promise<BotVoiceSettings> {
  const botId = Number(input.botId);
  await loadChattableBot(ctx, botId);
  const now = ctx.clock.now();
  await ctx.db
    .insert(botVoiceSettings)
    .values({ userId: ctx.userId, botId, autoPlay: input.onOff, updatedAt: now })
    .onConflictDoUpdate({
      target: [botVoiceSettings.userId, botVoiceSettings.botId],
      set: { autoPlay: input.onOff, updatedAt: now },
    });
  return settingsOf(ctx, botId);
}

/** GET /voice/options: the engine's voices and the caller's finished packs ("pack:<id>"). */
export async function listVoiceOptions(
  ctx: UserContext,
): Promise<{ voices: VoiceOption[]; engine: BotVoiceSettings["engine"] }> {
  const setup = await speechSetup(ctx.config);
  const builtIn: VoiceOption[] = setup.available
    ? setup.engine.voices().map((voice) => ({
        id: voice.id,
        label: voiceLabel(voice.id, ctx.language) ?? voice.label,
        kind: "builtin",
        language: voice.language,
      }))
    : [];
  const packs = await ctx.db
    .select({ id: voicePacks.id, name: voicePacks.name })
    .from(voicePacks)
    .where(and(eq(voicePacks.ownerId, ctx.userId), eq(voicePacks.state, "completed")))
    .orderBy(desc(voicePacks.createdAt), desc(voicePacks.id));
  const own: VoiceOption[] = packs.map((pack) => ({
    id: `pack:${pack.id}`,
    label: pack.name,
    kind: "pack",
    language: "any",
  }));
  return { voices: [...builtIn, ...own], engine: engineNameOf(setup) };
}

/** POST /voice/preview: a short sample of a built-in voice or one of the caller's finished packs. */
export async function previewVoice(
  ctx: UserContext,
  input: { voice: string; speechRate: SpeechRate; text?: string | undefined },
) {
  const engine = await requireEngine(ctx);
  const text = input.text || renderMessage("VoiceMessages.previewText", ctx.language);
  const voice = await previewedVoice(ctx, engine, input.voice);
  const groups = speechGroups(text, { actions: "skip" });
  if (groups.length === 0) throw AppError.invalidInput("VoiceMessages.nothingToSay");
  return {
    playUrl: await clipAddresses(ctx, voice, input.speechRate, groups),
    playSpeed: RATE_FACTORS[input.speechRate],
  };
}

/** The voice a preview asks for: one the engine offers, the default, or the caller's own finished pack. */
async function previewedVoice(ctx: ServiceContext, engine: Parameters<typeof packVoice>[1], voice: string) {
  if (PACK_VOICE.test(voice)) {
    const pack = await completedPackOf(ctx, voice);
    if (!pack || pack.ownerId !== ctx.userId) throw AppError.invalidInput("VoiceMessages.packNotFound");
    return packVoice(ctx, engine, pack);
  }
  if (voice !== "" && !engine.voices().some((offered) => offered.id === voice))
    throw AppError.invalidInput("CharacterMessages.voiceUnknown");
  return speakingVoice(ctx, engine, voice);
}
