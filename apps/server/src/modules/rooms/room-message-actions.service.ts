import type { RoomMessage } from "@fable/contract";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { consumeDailyQuota } from "../chat/index.ts";
import { requirePlanFeature } from "../plans/index.ts";
import { loadOwnRoomMessage } from "./room-access.ts";
import { toRoomMessage } from "./room-message.ts";
import { roomMessages } from "./rooms.schema.ts";

type MessageRef = { roomId: string; msgId: string };

async function updateMessage(
  ctx: UserContext,
  id: number,
  values: Partial<typeof roomMessages.$inferInsert>,
) {
  const [row] = await ctx.db.update(roomMessages).set(values).where(eq(roomMessages.id, id)).returning();
  return toRoomMessage(row!);
}

/** POST /room/chooseSwipe: shows another version of a character's reply. */
export async function chooseRoomSwipe(
  ctx: UserContext,
  request: MessageRef & { swipeIndex: number },
): Promise<RoomMessage> {
  const { message } = await loadOwnRoomMessage(ctx, request);
  if (request.swipeIndex >= message.swipes.length) throw AppError.notFound("RoomMessages.messageNotFound");
  return updateMessage(ctx, message.id, { swipeIndex: request.swipeIndex });
}

/** POST /room/editMessage: rewrites the shown version, counted like a chat edit; the other versions stay. */
export async function editRoomMessage(
  ctx: UserContext,
  request: MessageRef & { content: string },
): Promise<RoomMessage> {
  const { message } = await loadOwnRoomMessage(ctx, request);
  await consumeDailyQuota(ctx, ctx.userId, "edit");
  return updateMessage(ctx, message.id, {
    swipes: message.swipes.map((swipe, index) => (index === message.swipeIndex ? request.content : swipe)),
  });
}

/** POST /room/deleteMessage: removes one message; a room has no greeting to keep, so any message goes. */
export async function deleteRoomMessage(ctx: UserContext, request: MessageRef): Promise<null> {
  const { message } = await loadOwnRoomMessage(ctx, request);
  await ctx.db.delete(roomMessages).where(eq(roomMessages.id, message.id));
  return null;
}

/** POST /room/pinMessage: pinned, every character always remembers it; pinning is the memory library's, as in chat. */
export async function pinRoomMessage(
  ctx: UserContext,
  request: MessageRef & { pinned: boolean },
): Promise<RoomMessage> {
  const { message } = await loadOwnRoomMessage(ctx, request);
  if (request.pinned) await requirePlanFeature(ctx, ctx.userId, "memoryLibrary");
  return updateMessage(ctx, message.id, { pinned: request.pinned });
}
