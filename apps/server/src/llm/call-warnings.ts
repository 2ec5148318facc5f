import type { LanguageModelV3CallOptions, SharedV3Warning } from "@ai-sdk/provider";

/** Warnings for call settings Fable's text-chat models do not act on (tools, JSON output). */
export function unsupportedSettings(options: LanguageModelV3CallOptions): SharedV3Warning[] {
  const warnings: SharedV3Warning[] = [];
  if (options.tools?.length) warnings.push({ type: "unsupported", feature: "tools" });
  if (options.responseFormat?.type === "json")
    warnings.push({ type: "unsupported", feature: "responseFormat" });
  return warnings;
}
