import { ResponseCode } from "@fable/contract";
import { chatRoutes as routes } from "@fable/contract/routes/chat";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";
import { serve } from "../../routing/serve-route.ts";
import { botsWithChatting } from "./chatting.service.ts";
import { enterDialogue } from "./dialogue.service.ts";
import { chatHistory, chatHistoryCount, chooseMessage } from "./history.service.ts";
import { prepareContinue } from "./turns/continue.service.ts";
import { streamReplyEvents } from "./turns/event-stream.ts";
import { debugPrompt } from "./turns/prompt-debug.service.ts";
import { suggestReplies } from "./turns/suggestions.service.ts";
import { type PreparedTurn, prepareRegenerate, prepareSend } from "./turns/turn.service.ts";
import { turnContextCache } from "./turns/turn-context-cache.ts";
import { replyFailureMessage } from "./turns/upstream-failure.ts";

/** Runs a prepared turn as server-sent events; failures end the stream with the spec's message. */
function streamTurn(request: FastifyRequest, reply: FastifyReply, turn: PreparedTurn) {
  return streamReplyEvents(request, reply, async (onDeltas, signal, listeners) => {
    const { reply: message, userMessage } = await turn.run(onDeltas, signal, listeners);
    return userMessage ? { ...message, userMessage } : message;
  });
}

/** Runs a prepared turn to the end for the non-streaming calls. */
async function completeTurn(request: FastifyRequest, turn: PreparedTurn) {
  const controller = new AbortController();
  request.raw.once("close", () => controller.abort());
  try {
    return await turn.run(() => {}, controller.signal, { log: request.log });
  } catch (error) {
    request.log.warn({ err: error }, "reply failed");
    throw new AppError(ResponseCode.FAILED, replyFailureMessage(error));
  }
}

/** A signed-in user's chat turns, swipes, history, the /chats list, suggestions and the prompt view. */
export async function chatRoutes(app: FastifyInstance) {
  // Subscribes to turn changes now, so the first turns can already be served from the cache.
  turnContextCache(app.deps.database.db);
  serve(app, routes.enterDialogue, (ctx, { body }) => enterDialogue(ctx, body));
  serve(app, routes.streamChat, async (ctx, { body }, { request, reply }) =>
    streamTurn(request, reply, await prepareSend(ctx, body)),
  );
  serve(app, routes.chat, async (ctx, { body }, { request }) => {
    const { reply, userMessage } = await completeTurn(request, await prepareSend(ctx, body));
    return { userMessage: userMessage!, reply };
  });
  serve(app, routes.regenerateStreamChat, async (ctx, { body }, { request, reply }) =>
    streamTurn(request, reply, await prepareRegenerate(ctx, body)),
  );
  serve(app, routes.continueStreamChat, async (ctx, { body }, { request, reply }) =>
    streamTurn(request, reply, await prepareContinue(ctx, body)),
  );
  serve(
    app,
    routes.regenerateChat,
    async (ctx, { body }, { request }) =>
      (await completeTurn(request, await prepareRegenerate(ctx, body))).reply,
  );
  serve(app, routes.chooseMessage, (ctx, { body }) => chooseMessage(ctx, body));
  serve(app, routes.chatHistory, (ctx, { body }) => chatHistory(ctx, body));
  serve(app, routes.chatHistoryCount, (ctx, { query }) => chatHistoryCount(ctx, Number(query.dialogueId)));
  serve(app, routes.chattingBots, (ctx) => botsWithChatting(ctx));
  serve(app, routes.suggestReplies, (ctx, { body }) => suggestReplies(ctx, body.dialogueId));
  serve(app, routes.debugPrompt, (ctx, { body }) => debugPrompt(ctx, body.dialogueId));
}
