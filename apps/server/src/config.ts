import path from "node:path";
import { z } from "zod";

/** Where the repository root is, so default paths work whatever the working directory. */
const repoRoot = path.resolve(import.meta.dirname, "../../..");

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be 1–65535")
  .max(65535, "must be 1–65535");

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, "data")),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, "apps/web/dist")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export type Config = z.infer<typeof ConfigSchema> & { uploadsDir: string; pgliteDir: string };

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join("; ")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    pgliteDir: path.join(dataDir, "db"),
  };
}
