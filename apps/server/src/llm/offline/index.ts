/**
 * The offline engine: Fable's embedded default model, a real AI SDK language model that replies in
 * character without a network or key (ARCHITECTURE.md, "Embedded defaults").
 */
export {
  OFFLINE_PROVIDER_KEY,
  OfflineCharacterContext,
  type OfflineCharacterContextInput,
  offlineProviderOptions,
} from "./context.ts";
export { OfflineLanguageModel, type OfflineModelOptions } from "./model.ts";
export { offlineSuggestions } from "./suggestions.ts";
