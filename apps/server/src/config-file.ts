import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ConfigError } from "./config.ts";
import { lazyModule } from "./lazy-module.ts";

const yaml = lazyModule<typeof import("yaml")>("yaml");

/** "scenes.2.model" → "scenes[2].model", as people read a list. */
export const issuePath = (segments: PropertyKey[]) =>
  segments
    .map((segment) => (typeof segment === "number" ? `[${segment}]` : `.${String(segment)}`))
    .join("")
    .replace(/^\./, "");

/** Stops the start with a ConfigError naming the variable, the file and what is wrong in it. */
export type FailConfig = (problem: string) => never;

export const configFileFailure =
  (variable: string, fullPath: string): FailConfig =>
  (problem) => {
    throw new ConfigError(`Invalid configuration — ${variable} ${fullPath}: ${problem}`);
  };

/**
 * Reads a configuration file named by an environment variable (JSON, or YAML for .yaml/.yml): its
 * parsed document, and how to fail naming it. An unreadable or unparsable file stops the start.
 */
export function readConfigFile(variable: string, file: string): { document: unknown; fail: FailConfig } {
  const fullPath = path.resolve(file);
  const fail = configFileFailure(variable, fullPath);
  let text = "";
  try {
    text = readFileSync(fullPath, "utf8");
  } catch (error) {
    fail((error as NodeJS.ErrnoException).code === "ENOENT" ? "file not found" : String(error));
  }
  const isYaml = /\.ya?ml$/i.test(fullPath);
  try {
    return { document: isYaml ? yaml().parse(text) : JSON.parse(text), fail };
  } catch (error) {
    return fail(`not valid ${isYaml ? "YAML" : "JSON"}: ${(error as Error).message.split("\n")[0]}`);
  }
}

/** Checks a document against its schema, failing with every issue by its path. */
export function parseConfigDocument<T extends z.ZodType>(schema: T, document: unknown, fail: FailConfig) {
  const parsed = schema.safeParse(document);
  if (!parsed.success) {
    fail(
      parsed.error.issues.map((issue) => `${issuePath(issue.path) || "file"}: ${issue.message}`).join("; "),
    );
  }
  return parsed.data as z.infer<T>;
}
