import { memoryRoutes } from "@fable/contract/routes/memory";
import { messageRoutes as routes } from "@fable/contract/routes/messages";
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { getMemory, listPins, saveCustomMemory } from "./memory/memory.service.ts";
import { deleteMessage, editMessage, rateMessage, setPinned } from "./message-actions.service.ts";

/** Actions on one message (edit, rate, delete) and the dialogue's memory (pins, note). */
export async function messageRoutes(app: FastifyInstance) {
  // The spec sends delete/bot/message as a form; JSON works too.
  await app.register(formbody);
  serve(app, routes.editMessage, (ctx, { body }) => editMessage(ctx, body));
  serve(app, routes.rateMessage, (ctx, { body }) => rateMessage(ctx, body));
  serve(app, routes.deleteMessage, (ctx, { body }) => deleteMessage(ctx, body));
  serve(app, memoryRoutes.pin, (ctx, { body }) => setPinned(ctx, body, true));
  serve(app, memoryRoutes.unpin, (ctx, { body }) => setPinned(ctx, body, false));
  serve(app, memoryRoutes.pinnedMessages, (ctx, { body }) => listPins(ctx, body.dialogueId));
  serve(app, memoryRoutes.memory, (ctx, { body }) => getMemory(ctx, body.dialogueId));
  serve(app, memoryRoutes.saveMemory, (ctx, { body }) => saveCustomMemory(ctx, body));
}
