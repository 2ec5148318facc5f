import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";

/** Reads .env from the working directory when present, then validates; a bad value ends the process. */
export function loadConfigOrExit() {
  const envFile = path.resolve(".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
