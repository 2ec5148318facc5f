import { roomRoutes as routes } from "@fable/contract/routes/rooms";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { streamReplyEvents } from "../chat/index.ts";
import { roomCandidates } from "./candidate-pool.ts";
import { roomMemory } from "./room-memory.service.ts";
import {
  chooseRoomSwipe,
  deleteRoomMessage,
  editRoomMessage,
  pinRoomMessage,
} from "./room-message-actions.service.ts";
import { type PreparedRoomReply, prepareRoomRegenerate, prepareRoomReply } from "./room-reply.service.ts";
import { letThemTalk, sendRoomMessage } from "./room-speakers.service.ts";
import { createRoom, deleteRoom, listRooms, roomDetail, roomHistory, updateRoom } from "./rooms.service.ts";

/** Rooms: group chats with several characters (docs/product.md#rooms). Replies stream like chat's. */
export async function roomsRoutes(app: FastifyInstance) {
  const stream =
    (reply: PreparedRoomReply) =>
    (onDeltas: (texts: string[]) => void, signal: AbortSignal, listeners: object) =>
      reply.run(onDeltas, signal, listeners);
  serve(app, routes.listRooms, (ctx) => listRooms(ctx));
  serve(app, routes.roomCandidates, (ctx, { query }) => roomCandidates(ctx, query));
  serve(app, routes.createRoom, (ctx, { body }) => createRoom(ctx, body));
  serve(app, routes.updateRoom, (ctx, { body }) => updateRoom(ctx, body));
  serve(app, routes.deleteRoom, (ctx, { body }) => deleteRoom(ctx, body.roomId));
  serve(app, routes.getRoom, (ctx, { query }) => roomDetail(ctx, query.roomId));
  serve(app, routes.getRoomHistory, (ctx, { query }) => roomHistory(ctx, query));
  serve(app, routes.sendRoomMessage, (ctx, { body }) => sendRoomMessage(ctx, body));
  serve(app, routes.streamRoomReply, async (ctx, { body }, { request, reply }) =>
    streamReplyEvents(request, reply, stream(await prepareRoomReply(ctx, body))),
  );
  serve(app, routes.letThemTalk, (ctx, { body }) => letThemTalk(ctx, body));
  serve(app, routes.regenerateRoomReply, async (ctx, { body }, { request, reply }) =>
    streamReplyEvents(request, reply, stream(await prepareRoomRegenerate(ctx, body))),
  );
  serve(app, routes.chooseRoomSwipe, (ctx, { body }) => chooseRoomSwipe(ctx, body));
  serve(app, routes.editRoomMessage, (ctx, { body }) => editRoomMessage(ctx, body));
  serve(app, routes.deleteRoomMessage, (ctx, { body }) => deleteRoomMessage(ctx, body));
  serve(app, routes.getRoomMemory, (ctx, { query }) => roomMemory(ctx, query.roomId));
  serve(app, routes.pinRoomMessage, (ctx, { body }) => pinRoomMessage(ctx, body));
}
