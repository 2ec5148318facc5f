import { storyPlayRoutes as routes } from "@fable/contract/routes/story-play";
import type { FastifyInstance } from "fastify";
import { serve } from "../../../routing/serve-route.ts";
import {
  openStoryDialogue,
  restartStory,
  saveStoryRating,
  scoreConf,
  storyHistory,
} from "./story.service.ts";

/**
 * Playing text adventures (docs/product.md#adventure-play): opening, restarting and paging a
 * play-through, and rating its chapters. Its turns are the chat's own (streamChat, regenerateStreamChat).
 */
export async function storyPlayRoutes(app: FastifyInstance) {
  serve(app, routes.openStoryDialogue, (ctx, { body }) => openStoryDialogue(ctx, body));
  serve(app, routes.getStoryChatHistory, (ctx, { body }) => storyHistory(ctx, body));
  serve(app, routes.saveDialogue, (ctx, { body }) => restartStory(ctx, body));
  serve(app, routes.getScoreConf, (ctx) => scoreConf(ctx));
  serve(app, routes.saveNps, (ctx, { body }) => saveStoryRating(ctx, body));
}
