import { savedChatRoutes as routes } from "@fable/contract/routes/saved-chats";
import type { FastifyInstance } from "fastify";
import { serve } from "../../../routing/serve-route.ts";
import { hideSavedChat, listSavedChats, saveDialogue } from "./saved-chats.service.ts";

/** Saving a chat to start a new one, the bot's saved chats, and hiding one. */
export async function savedChatRoutes(app: FastifyInstance) {
  serve(app, routes.saveDialogue, (ctx, { body }) => saveDialogue(ctx, body.dialogueId));
  serve(app, routes.savedChats, (ctx, { query }) => listSavedChats(ctx, Number(query.botId)));
  serve(app, routes.hideSavedChat, (ctx, { query }) => hideSavedChat(ctx, query.dialogueId));
}
