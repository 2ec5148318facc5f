import {
  BotIdQuery,
  BotLikeState,
  ChooseModelSceneRequest,
  DialogueIdQuery,
  DialogueInfo,
  DialogueRef,
  envelopeOf,
  Mask,
  MaskRef,
  MinuteChatCount,
  ModelSceneInfo,
  SaveDialogueRequest,
  SavedChat,
  SaveMaskRequest,
  SetMaskRequest,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { requireUserId } from "../auth/sessions.service.ts";
import { setLike } from "./likes.service.ts";
import { listMasks, removeMask, saveMask, setMask } from "./masks.service.ts";
import { chooseModelScene, modelSceneInfo } from "./model-choice.ts";
import { setNsfw } from "./nsfw.service.ts";
import { debugPrompt } from "./prompt-debug.service.ts";
import { dailyUsage, minuteChatCount } from "./quotas.ts";
import { hideSavedChat, listSavedChats, saveDialogue } from "./saved-chats.service.ts";
import { suggestReplies } from "./suggestions.service.ts";

const signedIn = [{ bearer: [] }];
const tags = ["chat"];

/** Personas, model choice, likes, saved chats and quota counters. */
export const chatSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/chat/checkCurrentMinuteChatCount",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Messages sent in the last minute and whether one more is allowed",
        response: { 200: envelopeOf(MinuteChatCount) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return ok(await minuteChatCount(ctx, requireUserId(ctx)));
    },
  );
  for (const [path, action] of [
    ["/v1/chat/regen/bot/count", "regeneration"],
    ["/v1/chat/edit/bot/count", "edit"],
    ["/v1/chat/check/generated-message", "suggestion"],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Today's ${action}s and the daily limit (null: unlimited)`,
          response: {
            200: envelopeOf(z.object({ used: z.number().int(), limit: z.number().int().nullable() })),
          },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        return ok(await dailyUsage(ctx, requireUserId(ctx), action));
      },
    );
  }

  app.post(
    "/v1/chat/generated-message",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Three short replies the user might send next",
        body: DialogueRef,
        response: { 200: envelopeOf(z.object({ suggestions: z.array(z.string()) })) },
      },
    },
    async (request) => ok(await suggestReplies(contextOf(request), request.body.dialogueId)),
  );

  app.post(
    "/v1/chat/debugPrompt",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "The assembled prompt of your dialogue's next reply, with tokens per section and activated lore",
        body: DialogueRef,
      },
    },
    async (request) => ok(await debugPrompt(contextOf(request), request.body.dialogueId)),
  );

  app.post(
    "/v1/chat/setNsfw",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Enable adult content (paid plans, after confirming 18+) or disable it",
        body: z.object({ enabled: z.boolean(), confirmAdult: z.boolean().optional() }),
      },
    },
    async (request) => ok(await setNsfw(contextOf(request), request.body)),
  );

  app.get(
    "/mask/listMasks",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Your personas",
        response: { 200: envelopeOf(z.array(Mask)) },
      },
    },
    async (request) => ok(await listMasks(contextOf(request))),
  );
  app.post(
    "/mask/saveMask",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Create or update a persona",
        body: SaveMaskRequest,
        response: { 200: envelopeOf(Mask) },
      },
    },
    async (request) => ok(await saveMask(contextOf(request), request.body)),
  );
  app.post(
    "/mask/removeMask",
    { schema: { tags, security: signedIn, summary: "Remove a persona", body: MaskRef } },
    async (request) => ok(await removeMask(contextOf(request), request.body.maskId)),
  );
  app.post(
    "/mask/setMask",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Speak as a persona in one dialogue",
        body: SetMaskRequest,
      },
    },
    async (request) => ok(await setMask(contextOf(request), request.body)),
  );

  app.get(
    "/model/scene/getModelSceneInfo",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Models to choose from and the one in use",
        response: { 200: envelopeOf(ModelSceneInfo) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return ok(await modelSceneInfo(ctx, requireUserId(ctx)));
    },
  );
  app.post(
    "/model/scene/chooseModelScene",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Choose the model that answers you",
        body: ChooseModelSceneRequest,
        response: { 200: envelopeOf(ModelSceneInfo) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return ok(await chooseModelScene(ctx, requireUserId(ctx), request.body.sceneId));
    },
  );

  for (const [path, liked] of [
    ["/v1/chat/like", true],
    ["/v1/chat/cancelLike", false],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          security: signedIn,
          summary: liked ? "Like a bot" : "Take back a like",
          querystring: BotIdQuery,
          response: { 200: envelopeOf(BotLikeState) },
        },
      },
      async (request) => ok(await setLike(contextOf(request), Number(request.query.botId), liked)),
    );
  }

  app.post(
    "/v1/chat/saveDialogue",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Save this chat and start a new one with the same bot",
        body: SaveDialogueRequest,
        response: { 200: envelopeOf(DialogueInfo) },
      },
    },
    async (request) => ok(await saveDialogue(contextOf(request), request.body.dialogueId)),
  );
  app.get(
    "/v1/chat/savedChats",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Saved chats with one bot",
        querystring: BotIdQuery,
        response: { 200: envelopeOf(z.array(SavedChat)) },
      },
    },
    async (request) => ok(await listSavedChats(contextOf(request), Number(request.query.botId))),
  );
  app.get(
    "/v1/chat/savedChat/hide",
    { schema: { tags, security: signedIn, summary: "Hide a saved chat", querystring: DialogueIdQuery } },
    async (request) => ok(await hideSavedChat(contextOf(request), request.query.dialogueId)),
  );
};
