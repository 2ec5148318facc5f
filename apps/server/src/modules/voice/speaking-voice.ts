import type { SpeechEngineName } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { cloneConfigured } from "./clone-provider.ts";
import type { EspeakVariant, SpeechEngine } from "./speech/index.ts";
import { type VoicePackRow, voicePacks } from "./voice.schema.ts";

/** "pack:<id>": a voice pack given to a bot (the bots module checks it is the owner's, completed). */
export const PACK_VOICE = /^pack:([1-9][0-9]{0,17})$/;

/** Who speaks a clip: the deployment's engine (with a pack's variant), or the cloning service. */
export interface SpeakingVoice {
  /** The bot's voice as stored: a built-in id, "" (the default) or "pack:<id>". */
  id: string;
  engine: Exclude<SpeechEngineName, "off"> | "clone";
  /** The engine's voice id ("" is its default). */
  engineVoice: string;
  variant: EspeakVariant | null;
  packId: number | null;
}

/** The completed pack a "pack:<id>" voice names, or null (deleted, not finished, or no pack voice). */
export async function completedPackOf(ctx: Pick<ServiceContext, "db">, voice: string) {
  const id = PACK_VOICE.exec(voice)?.[1];
  if (!id) return null;
  const [pack] = await ctx.db
    .select()
    .from(voicePacks)
    .where(eq(voicePacks.id, Number(id)));
  return pack?.state === "completed" ? pack : null;
}

/**
 * How a stored voice is spoken here. A cloned pack speaks through the cloning service while one is
 * configured; an approximated pack (or a clone without the service) speaks with its espeak-ng variant
 * (other engines ignore variants and use their default voice). A pack that is gone speaks in the
 * default voice.
 */
export async function speakingVoice(
  ctx: Pick<ServiceContext, "db" | "config">,
  engine: SpeechEngine,
  voice: string,
): Promise<SpeakingVoice> {
  if (!PACK_VOICE.test(voice)) return builtIn(engine, voice);
  const pack = await completedPackOf(ctx, voice);
  if (!pack) return builtIn(engine, "");
  return packVoice(ctx, engine, pack);
}

/** The voice of one completed pack (also its preview's). */
export function packVoice(
  ctx: Pick<ServiceContext, "config">,
  engine: SpeechEngine,
  pack: VoicePackRow,
): SpeakingVoice {
  const id = `pack:${pack.id}`;
  if (pack.method === "clone" && pack.providerVoiceId && cloneConfigured(ctx.config))
    return { id, engine: "clone", engineVoice: pack.providerVoiceId, variant: null, packId: pack.id };
  const variant = (pack.variant as EspeakVariant | null) ?? null;
  return { id, engine: engine.name, engineVoice: "", variant, packId: pack.id };
}

/** A built-in voice: the engine maps the stored id to its own (the OpenAI one maps espeak-ng ids to its names). */
function builtIn(engine: SpeechEngine, voice: string): SpeakingVoice {
  return { id: voice, engine: engine.name, engineVoice: voice, variant: null, packId: null };
}
