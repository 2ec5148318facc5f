import type { Config } from "./config.ts";
import { defaultScene } from "./llm/registry.ts";
import { modelScenes } from "./modules/chat/index.ts";
import { localOutboxUrl } from "./modules/mail/index.ts";

/** A URL's host only: a base URL or SMTP_URL may carry a user name and password. */
const hostOf = (url: string) => new URL(url).host;

/**
 * What a person starting Fable needs to know first, one line each: the address to open, the model
 * that answers, and where verification codes go. No secret is ever part of them.
 */
export function startLines(config: Config): string[] {
  const listening =
    config.HOST === "127.0.0.1" || config.HOST === "localhost" ? "this machine only" : config.HOST;
  const open = `Fable is ready: open ${config.publicUrl} (listening on ${listening}, port ${config.PORT})`;

  const scene = defaultScene(modelScenes(config));
  const model =
    scene.provider === "offline"
      ? "model: the offline engine (canned replies; set LLM_BASE_URL and LLM_MODEL, or MODELS_FILE, for a real model)"
      : `model: ${scene.model} at ${hostOf(scene.baseUrl ?? config.LLM_BASE_URL ?? "")}`;

  const outbox = `the dev outbox at ${localOutboxUrl(config)}, readable from this machine only`;
  let codes: string;
  if (config.SMTP_URL) {
    codes = `verification codes: emailed over SMTP via ${hostOf(config.SMTP_URL)}`;
    if (config.devOutbox) codes += `; copies (and SMS codes) go to ${outbox}`;
  } else {
    codes = `mail not configured: verification codes are in ${outbox}`;
  }
  return [open, model, codes];
}
