import type { NovelPage, ReadSetting, SaveReadSettingRequest } from "@fable/contract";
import { novelRoutes } from "@fable/contract/routes/novels";
import { storyPlayRoutes } from "@fable/contract/routes/story-play";
import { api } from "../api";

/** The page after `page`, or undefined once the list is exhausted: a short page is the last (spec §4). */
export function nextNovelPage(page: NovelPage): number | undefined {
  return page.list.length < page.limit ? undefined : page.page + 1;
}

/** The AI novels calls (docs/product.md#novels). */
export const novelsApi = {
  list: (query: { page: number; categoryId?: number; sort?: "hot" | "new" }, signal?: AbortSignal) =>
    api.call(novelRoutes.listStoryBots, { query }, { signal }),
  liked: (page: number, signal?: AbortSignal) =>
    api.call(novelRoutes.listLikeStoryBots, { query: { page } }, { signal }),
  detail: (botId: string, signal?: AbortSignal) =>
    api.call(novelRoutes.getStoryBotDetail, { query: { botId } }, { signal }),
  chapter: (botId: string, number: number, signal?: AbortSignal) =>
    api.call(novelRoutes.chapter, { query: { botId, number } }, { signal }),
  getSetting: () => api.call(novelRoutes.getReadSetting),
  saveSetting: (body: SaveReadSettingRequest): Promise<ReadSetting> =>
    api.call(novelRoutes.saveReadSetting, { body }),
  saveProgress: (botId: string, chapter: number) =>
    api.call(novelRoutes.saveProgress, { body: { botId, chapter } }),
  writeNext: (botId: string) => api.call(novelRoutes.writeNextChapter, { body: { botId } }),
  rate: (botId: string, chapter: number, score: number) =>
    api.call(storyPlayRoutes.saveNps, { body: { botId, chapter, score } }),
  /** "Continue as a chat": a play-through of the adventure starting at this chapter. */
  continueAsChat: (botId: string, chapter: number) =>
    api.call(storyPlayRoutes.openStoryDialogue, { body: { botId, chapter } }),
};
