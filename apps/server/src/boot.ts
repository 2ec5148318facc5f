import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";
import { adSettings } from "./modules/ads/index.ts";
import { modelScenes } from "./modules/chat/index.ts";
import { planSettings } from "./modules/plans/index.ts";

/** Reads .env from the working directory when present, then validates (models, plans and ads files too); a bad value ends the process. */
export function loadConfigOrExit() {
  const envFile = path.resolve(".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    const config = loadConfig();
    // A bad MODELS_FILE stops the start here, not at the first chat.
    modelScenes(config);
    planSettings(config);
    adSettings(config);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
