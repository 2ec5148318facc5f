import type { StreamDone } from "@fable/contract";
import { chatRoutes } from "@fable/contract/routes/chat";
import { storyPlayRoutes } from "@fable/contract/routes/story-play";
import { api } from "../../api";
import type { StreamHandlers } from "../../api/stream";

/** The calls of the adventure screen (docs/product.md#adventure-play); turns are the chat's own. */
export const storyApi = {
  open: (botId: string, signal?: AbortSignal) =>
    api.call(storyPlayRoutes.openStoryDialogue, { body: { botId } }, { signal }),
  history: (dialogueId: string, beforeMsgId?: string) =>
    api.call(storyPlayRoutes.getStoryChatHistory, {
      body: { dialogueId, limit: 30, ...(beforeMsgId ? { beforeMsgId } : {}) },
    }),
  restart: (dialogueId: string) => api.call(storyPlayRoutes.saveDialogue, { body: { dialogueId } }),
  scores: () => api.call(storyPlayRoutes.getScoreConf),
  rate: (body: { botId: string; dialogueId: string; chapter: number; score: number }) =>
    api.call(storyPlayRoutes.saveNps, { body }),
  send: (
    body: { botId: string; dialogueId: string; content: string },
    handlers: StreamHandlers<StreamDone>,
  ) => api.stream(chatRoutes.streamChat, { body }, handlers),
  rewind: (body: { dialogueId: string; msgId: string }, handlers: StreamHandlers<StreamDone>) =>
    api.stream(chatRoutes.regenerateStreamChat, { body }, handlers),
};
