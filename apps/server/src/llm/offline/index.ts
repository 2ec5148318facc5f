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
export { ACTION_MAX, ACTIONS_HEADER, CHAPTER_MARKER } from "./story/format.ts";
export { isChineseStory, narrateStory, storyActions } from "./story/narrator.ts";
export { storyActionsChinese } from "./story/narrator-zh.ts";
export { OfflineStory, type OfflineStoryInput } from "./story/story-context.ts";
export { offlineSuggestions } from "./suggestions.ts";
