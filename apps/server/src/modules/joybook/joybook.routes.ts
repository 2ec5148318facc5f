import {
  AddPostRequest,
  DeletedPost,
  envelopeOf,
  PersonalPostsRequest,
  PostCard,
  PostDetail,
  PostDialogue,
  PostIdQuery,
  PostLikeState,
  PostListRequest,
  PostPage,
  PostRef,
  PostShare,
  PostSummary,
  PostSummaryRequest,
  PostValidity,
  UserPostsRequest,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { byIp } from "../../plugins/rate-limit.ts";
import { checkPostValid, continuePostChat } from "./post-chat.service.ts";
import { listPersonalPosts, listPosts, listUserPosts, postInfo } from "./post-feed.service.ts";
import { setPostLike, sharePost } from "./post-reactions.service.ts";
import { summarizeChosenMessages } from "./post-summary.service.ts";
import { addPost, deletePost } from "./posts.service.ts";

const signedIn = [{ bearer: [] }];
const tags = ["joybook"];
/** A summary may call a paid model; a share only moves a counter, but anyone may send one. */
const summaryLimit = { rateLimits: [{ name: "post-summary-ip", limit: 20, windowMs: 60_000, key: byIp }] };
const shareLimit = { rateLimits: [{ name: "post-share-ip", limit: 60, windowMs: 60_000, key: byIp }] };

/**
 * Joybook: chats shared publicly, their feed, likes and shares, and continuing them
 * (docs/product.md#joybook).
 */
export const joybookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/messages/post/summary",
    {
      config: summaryLimit,
      schema: {
        tags,
        security: signedIn,
        summary: "A short summary (at most 200 characters) of messages chosen from your chat",
        body: PostSummaryRequest,
        response: { 200: envelopeOf(PostSummary) },
      },
    },
    async (request) => ok(await summarizeChosenMessages(contextOf(request), request.body)),
  );
  app.post(
    "/messages/post/add",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Share messages of your chat with a public bot in Joybook, named or anonymously",
        body: AddPostRequest,
        response: { 200: envelopeOf(PostCard) },
      },
    },
    async (request) => ok(await addPost(contextOf(request), request.body)),
  );
  app.post(
    "/messages/post/delete",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Delete one of your posts",
        body: PostRef,
        response: { 200: envelopeOf(DeletedPost) },
      },
    },
    async (request) => ok(await deletePost(contextOf(request), Number(request.body.postId))),
  );

  app.post(
    "/messages/post/list",
    {
      schema: {
        tags,
        summary: "The public Joybook feed, newest or most popular first, optionally of one bot",
        body: PostListRequest,
        response: { 200: envelopeOf(PostPage) },
      },
    },
    async (request) => ok(await listPosts(contextOf(request), request.body)),
  );
  app.post(
    "/messages/post/getPersonalPosts",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Everything you shared, anonymous posts included",
        body: PersonalPostsRequest,
        response: { 200: envelopeOf(PostPage) },
      },
    },
    async (request) => ok(await listPersonalPosts(contextOf(request), request.body)),
  );
  app.post(
    "/messages/post/getUserPosts",
    {
      schema: {
        tags,
        summary: "A user's posts that name them (their profile's posts)",
        body: UserPostsRequest,
        response: { 200: envelopeOf(PostPage) },
      },
    },
    async (request) => ok(await listUserPosts(contextOf(request), request.body)),
  );
  app.get(
    "/messages/post/info",
    {
      schema: {
        tags,
        summary: "A post with its whole shared chat (2001 when its bot is no longer available)",
        querystring: PostIdQuery,
        response: { 200: envelopeOf(PostDetail) },
      },
    },
    async (request) => ok(await postInfo(contextOf(request), Number(request.query.postId))),
  );

  for (const [path, liked] of [
    ["/messages/post/like", true],
    ["/messages/post/cancel/like", false],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          security: signedIn,
          summary: liked ? "Like a post" : "Take back a like",
          querystring: PostIdQuery,
          response: { 200: envelopeOf(PostLikeState) },
        },
      },
      async (request) => ok(await setPostLike(contextOf(request), Number(request.query.postId), liked)),
    );
  }
  app.get(
    "/messages/post/share",
    {
      config: shareLimit,
      schema: {
        tags,
        summary: "Count a share and get the post's web path (/joydtl/{id})",
        querystring: PostIdQuery,
        response: { 200: envelopeOf(PostShare) },
      },
    },
    async (request) => ok(await sharePost(contextOf(request), Number(request.query.postId))),
  );

  app.post(
    "/post/chat/createDialogue",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Continue a shared chat: a new dialogue of yours whose history is the post's messages",
        body: PostRef,
        response: { 200: envelopeOf(PostDialogue) },
      },
    },
    async (request) => ok(await continuePostChat(contextOf(request), Number(request.body.postId))),
  );
  app.get(
    "/post/chat/checkPostValid",
    {
      schema: {
        tags,
        summary: "Whether a post can be opened and continued (404 gone, 2001 bot unavailable)",
        querystring: PostIdQuery,
        response: { 200: envelopeOf(PostValidity) },
      },
    },
    async (request) => ok(await checkPostValid(contextOf(request), Number(request.query.postId))),
  );
};
