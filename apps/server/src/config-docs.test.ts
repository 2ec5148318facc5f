import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigSchema } from "./config.ts";
import { CONFIG_DOCS, configTables, withConfigTables } from "./config-docs.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");

describe("the configuration's documentation", () => {
  it("describes every variable the schema accepts, and no other", () => {
    expect(Object.keys(CONFIG_DOCS).sort()).toEqual(Object.keys(ConfigSchema.shape).sort());
  });

  it("is the README's configuration table as written (run `npm run docs:config` after a change)", () => {
    const readme = read("README.md");
    expect(withConfigTables(readme)).toBe(readme);
    for (const variable of Object.keys(ConfigSchema.shape))
      expect(configTables()).toContain(`\`${variable}\``);
  });

  it("shows each default the schema has", () => {
    expect(configTables()).toContain("| `LLM_CONTEXT_WINDOW` | `8192` |");
    expect(configTables()).toContain("| `LLM_PROVIDER` | `openai-compatible` |");
    expect(configTables()).toContain("| `LLM_MODEL` | — |");
  });

  it("names every variable in .env.example", () => {
    const example = read(".env.example");
    // The sign-in providers' endpoints are named as one family: OAUTH_{GOOGLE|…}_{AUTHORIZATION_URL|…}.
    const missing = Object.keys(ConfigSchema.shape)
      .filter((variable) => !variable.startsWith("OAUTH_"))
      .filter((variable) => !new RegExp(`^#? ?${variable}=`, "m").test(example));
    expect(example).toMatch(
      /^# OAUTH_\{GOOGLE\|DISCORD\|FACEBOOK\|APPLE\}_\{AUTHORIZATION_URL\|TOKEN_URL\|USERINFO_URL\}=/m,
    );
    expect(missing).toEqual([]);
  });
});
