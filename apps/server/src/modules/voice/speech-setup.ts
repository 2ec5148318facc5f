import { ResponseCode, type SpeechEngineName } from "@fable/contract";
import type { Config } from "../../config.ts";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { detectSpeech, type SpeechEngine, type SpeechSetup } from "./speech/index.ts";

// One detection per app (each has its own Config): espeak-ng is probed once, not per request.
const setups = new WeakMap<Config, Promise<SpeechSetup>>();

/** The deployment's speech engine, or why there is none (speech/detect-speech.ts), found on first use. */
export function speechSetup(config: Config): Promise<SpeechSetup> {
  let setup = setups.get(config);
  if (!setup) {
    setup = detectSpeech(config);
    setups.set(config, setup);
  }
  return setup;
}

/** The engine's name as the contract shows it; "off" without one. */
export const engineNameOf = (setup: SpeechSetup): SpeechEngineName =>
  setup.available ? setup.engine.name : "off";

/** The engine, or the clear "voice is off" refusal. */
export async function requireEngine(ctx: Pick<ServiceContext, "config">): Promise<SpeechEngine> {
  const setup = await speechSetup(ctx.config);
  if (!setup.available) throw new AppError(ResponseCode.FAILED, "VoiceMessages.voiceOff");
  return setup.engine;
}
