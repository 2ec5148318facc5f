import {
  AdvancedCharacter,
  BotChanges,
  BotCreationConfig,
  BotEditInfo,
  BotIdQuery,
  Category,
  envelopeOf,
  MyBot,
  PersonalityChange,
  SavedBot,
  VisibilityChange,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { byIp } from "../../plugins/rate-limit.ts";
import { changePersonality, changeVisibility, createBot, modifyBot } from "./bot-editor.service.ts";
import { getCreationConfig, listCreatableCategories } from "./creation-config.service.ts";
import { getBotEditInfo, listMyBots } from "./my-bots.service.ts";

const signedIn = [{ bearer: [] }];
/** Creation is cheap to ask for and costly to review: a burst cap per address. */
const writeLimit = { rateLimits: [{ name: "bot-write-ip", limit: 60, windowMs: 60_000, key: byIp }] };

export const creationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/ai/roleInfo/getAddBotCategory",
    {
      schema: {
        tags: ["creation"],
        summary: "Categories a new character can be filed under",
        response: { 200: envelopeOf(z.array(Category)) },
      },
    },
    async (request) => ok(await listCreatableCategories(contextOf(request))),
  );

  app.get(
    "/ai/roleInfo/botConfig",
    {
      schema: {
        tags: ["creation"],
        security: signedIn,
        summary: "Choices and limits of the creation form (voices, image styles, avatar rules, bot cap)",
        response: { 200: envelopeOf(BotCreationConfig) },
      },
    },
    async (request) => ok(await getCreationConfig(contextOf(request))),
  );

  app.post(
    "/ai/roleInfo/addBotV2",
    {
      config: writeLimit,
      schema: {
        tags: ["creation"],
        security: signedIn,
        summary:
          "Create a character (quick or advanced); it enters review unless private or REVIEW_MODE=auto",
        body: AdvancedCharacter,
        response: { 200: envelopeOf(SavedBot) },
      },
    },
    async (request) => ok(await createBot(contextOf(request), request.body)),
  );

  app.post(
    "/ai/roleInfo/modifyBotInfoV2",
    {
      config: writeLimit,
      schema: {
        tags: ["creation"],
        security: signedIn,
        summary: "Change the named fields of your bot; refused while it is in review",
        body: BotChanges,
        response: { 200: envelopeOf(SavedBot) },
      },
    },
    async (request) => ok(await modifyBot(contextOf(request), request.body)),
  );

  app.post(
    "/ai/roleInfo/updateBotVisibility",
    {
      config: writeLimit,
      schema: {
        tags: ["creation"],
        security: signedIn,
        summary: "Make your bot public, unlisted or private (bots are never deleted, only made private)",
        body: VisibilityChange,
        response: { 200: envelopeOf(SavedBot) },
      },
    },
    async (request) => ok(await changeVisibility(contextOf(request), request.body)),
  );

  app.post(
    "/ai/roleInfo/updateBotPersonality",
    {
      config: writeLimit,
      schema: {
        tags: ["creation"],
        security: signedIn,
        summary: "Change only your bot's personality",
        body: PersonalityChange,
        response: { 200: envelopeOf(SavedBot) },
      },
    },
    async (request) => ok(await changePersonality(contextOf(request), request.body)),
  );

  app.get(
    "/ai/roleInfo/getBotEditInfo",
    {
      schema: {
        tags: ["creation"],
        security: signedIn,
        summary: "Everything the edit form needs about your bot",
        querystring: BotIdQuery,
        response: { 200: envelopeOf(BotEditInfo) },
      },
    },
    async (request) => ok(await getBotEditInfo(contextOf(request), Number(request.query.botId))),
  );

  app.get(
    "/ai/roleInfo/myBots",
    {
      schema: {
        tags: ["creation"],
        security: signedIn,
        summary: "My Bots: all your bots with visibility and review state",
        response: { 200: envelopeOf(z.array(MyBot)) },
      },
    },
    async (request) => ok(await listMyBots(contextOf(request))),
  );
};
