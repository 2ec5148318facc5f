import { joybookRoutes as routes } from "@fable/contract/routes/joybook";
import type { FastifyInstance } from "fastify";
import { byIp } from "../../plugins/rate-limit.ts";
import { serve } from "../../routing/serve-route.ts";
import { checkPostValid, continuePostChat } from "./post-chat.service.ts";
import { listPersonalPosts, listPosts, listUserPosts, postInfo } from "./post-feed.service.ts";
import { setPostLike, sharePost } from "./post-reactions.service.ts";
import { summarizeChosenMessages } from "./post-summary.service.ts";
import { addPost, deletePost } from "./posts.service.ts";

/** A summary may call a paid model; a share only moves a counter, but anyone may send one. */
const summaryLimit = {
  config: { rateLimits: [{ name: "post-summary-ip", limit: 20, windowMs: 60_000, key: byIp }] },
};
const shareLimit = {
  config: { rateLimits: [{ name: "post-share-ip", limit: 60, windowMs: 60_000, key: byIp }] },
};

/**
 * Joybook: chats shared publicly, their feed, likes and shares, and continuing them
 * (docs/product.md#joybook).
 */
export async function joybookRoutes(app: FastifyInstance) {
  serve(app, routes.summary, (ctx, { body }) => summarizeChosenMessages(ctx, body), summaryLimit);
  serve(app, routes.add, (ctx, { body }) => addPost(ctx, body));
  serve(app, routes.remove, (ctx, { body }) => deletePost(ctx, Number(body.postId)));
  serve(app, routes.list, (ctx, { body }) => listPosts(ctx, body));
  serve(app, routes.personalPosts, (ctx, { body }) => listPersonalPosts(ctx, body));
  serve(app, routes.userPosts, (ctx, { body }) => listUserPosts(ctx, body));
  serve(app, routes.info, (ctx, { query }) => postInfo(ctx, Number(query.postId)));
  serve(app, routes.like, (ctx, { query }) => setPostLike(ctx, Number(query.postId), true));
  serve(app, routes.cancelLike, (ctx, { query }) => setPostLike(ctx, Number(query.postId), false));
  serve(app, routes.share, (ctx, { query }) => sharePost(ctx, Number(query.postId)), shareLimit);
  serve(app, routes.continueChat, (ctx, { body }) => continuePostChat(ctx, Number(body.postId)));
  serve(app, routes.checkPostValid, (ctx, { query }) => checkPostValid(ctx, Number(query.postId)));
}
