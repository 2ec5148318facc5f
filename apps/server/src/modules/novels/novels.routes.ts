import { novelRoutes as routes } from "@fable/contract/routes/novels";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { decideChapter, listChapterQueue } from "./chapter-review.service.ts";
import { writeNextChapter } from "./chapter-writing.service.ts";
import { readChapter } from "./chapters.service.ts";
import { getStoryBotDetail } from "./novel-detail.service.ts";
import { listLikedStoryBots, listStoryBots } from "./novel-list.service.ts";
import { getReadSetting, saveProgress, saveReadSetting } from "./reading.service.ts";

/** AI novels: lists, a novel's page, chapters, reading settings and progress, new chapters and their review. */
export async function novelsRoutes(app: FastifyInstance) {
  serve(app, routes.listStoryBots, (ctx, { query }) => listStoryBots(ctx, query));
  serve(app, routes.listLikeStoryBots, (ctx, { query }) => listLikedStoryBots(ctx, query));
  serve(app, routes.getStoryBotDetail, (ctx, { query }) => getStoryBotDetail(ctx, Number(query.botId)));
  serve(app, routes.chapter, (ctx, { query }) => readChapter(ctx, Number(query.botId), query.number));
  serve(app, routes.getReadSetting, (ctx) => getReadSetting(ctx));
  serve(app, routes.saveReadSetting, (ctx, { body }) => saveReadSetting(ctx, body));
  serve(app, routes.saveProgress, (ctx, { body }) => saveProgress(ctx, Number(body.botId), body.chapter));
  serve(app, routes.writeNextChapter, (ctx, { body }) => writeNextChapter(ctx, Number(body.botId)));
  serve(app, routes.chapterReviewQueue, (ctx) => listChapterQueue(ctx));
  serve(app, routes.decideChapter, (ctx, { body }) => decideChapter(ctx, body));
}
