import { runBounded } from "./bounded-process.ts";
import { createEspeakEngine } from "./espeak-engine.ts";
import { createOpenAiEngine } from "./openai-engine.ts";
import type { SpeechSetup } from "./speech-engine.ts";

export interface SpeechConfig {
  SPEECH: "auto" | "off";
  ESPEAK_PATH: string;
  TTS_BASE_URL?: string | undefined;
  TTS_API_KEY?: string | undefined;
  TTS_MODEL?: string | undefined;
  TTS_VOICES: string[];
}

/**
 * The deployment's speech engine, chosen once at start: a configured OpenAI-compatible endpoint;
 * else espeak-ng when its binary answers `--version`; else none (voice is off, and says why).
 */
export async function detectSpeech(config: SpeechConfig): Promise<SpeechSetup> {
  if (config.SPEECH === "off") return { available: false, reason: "notConfigured" };
  if (config.TTS_BASE_URL) {
    const engine = createOpenAiEngine({
      baseUrl: config.TTS_BASE_URL,
      apiKey: config.TTS_API_KEY,
      model: config.TTS_MODEL ?? "tts-1",
      voices: config.TTS_VOICES,
    });
    return { available: true, engine };
  }
  const dataDir = await espeakDataDir(config.ESPEAK_PATH);
  if (!dataDir) return { available: false, reason: "notInstalled" };
  return { available: true, engine: createEspeakEngine({ command: config.ESPEAK_PATH, dataDir }) };
}

/** espeak-ng's data folder from its `--version` line ("… Data at: /usr/lib/…/espeak-ng-data"), if it runs. */
async function espeakDataDir(command: string): Promise<string | undefined> {
  try {
    const out = await runBounded({
      command,
      args: ["--version"],
      stdin: "",
      timeoutMs: 5000,
      maxOutputBytes: 4096,
    });
    return /Data at:\s*(\S.*?)\s*$/m.exec(Buffer.from(out).toString("utf8"))?.[1];
  } catch {
    return undefined;
  }
}
