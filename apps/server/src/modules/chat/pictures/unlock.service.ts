import { createHash } from "node:crypto";
import type { UnlockResult } from "@fable/contract";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { AppError } from "../../../errors.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { creditBalance, spendCredits } from "../../credits/index.ts";
import { type ChatPictureRow, chatPictures } from "../chat-pictures.schema.ts";
import { loadOwnDialogue } from "../dialogue-access.ts";
import { toChatPicture, unlockPriceFor } from "./picture-view.ts";

type Db = UserContext["db"];

/**
 * Spends the credits of unlocking the pictures `lockedRows` finds, once, then opens them — in one
 * transaction that holds the pictures' rows, so two unlocks of the same picture (unlockImg beside
 * unlockAll, or a double click) take turns, and the second finds it open and spends nothing. The
 * spend's operation is named by the pictures too: a retry never takes the credits twice.
 */
async function unlock(
  ctx: UserContext,
  lockedRows: (db: Db) => Promise<ChatPictureRow[]>,
  operationOf: (rows: ChatPictureRow[]) => string,
): Promise<UnlockResult> {
  const price = await unlockPriceFor(ctx, ctx.userId);
  const now = ctx.clock.now();
  const { rows, spent } = await ctx.db.transaction(async (tx) => {
    const rows = await lockedRows(tx);
    const toOpen = rows.filter((row) => row.unlockedAt === null);
    const amount = price * toOpen.length;
    const operation = { userId: ctx.userId, amount, reason: "picture_unlock", operation: operationOf(rows) };
    const taken = amount > 0 && (await spendCredits({ ...ctx, db: tx }, operation));
    if (toOpen.length > 0)
      await tx
        .update(chatPictures)
        .set({ unlockedAt: now })
        .where(
          inArray(
            chatPictures.id,
            toOpen.map((row) => row.id),
          ),
        );
    return {
      rows: rows.map((row) => ({ ...row, unlockedAt: row.unlockedAt ?? now })),
      spent: taken ? amount : 0,
    };
  });
  const pictures = rows.map((row) => toChatPicture(ctx, row, price));
  return { pictures, spent, balance: (await creditBalance(ctx, ctx.userId)).balance };
}

/** POST /v1/chat/unlockImg: one picture of the caller's, for its price in credits, once. */
export async function unlockPicture(ctx: UserContext, pictureId: number): Promise<UnlockResult> {
  const lockedRows = async (db: Db) => {
    const rows = await db
      .select()
      .from(chatPictures)
      .where(and(eq(chatPictures.id, pictureId), eq(chatPictures.userId, ctx.userId)))
      .for("update");
    if (rows.length === 0) throw AppError.notFound("PictureMessages.pictureNotFound");
    return rows;
  };
  const [owned] = await ctx.db
    .select({ dialogueId: chatPictures.dialogueId })
    .from(chatPictures)
    .where(and(eq(chatPictures.id, pictureId), eq(chatPictures.userId, ctx.userId)));
  if (!owned) throw AppError.notFound("PictureMessages.pictureNotFound");
  // A picture lives in its dialogue: one whose bot was removed is gone with it.
  await loadOwnDialogue(ctx, owned.dialogueId);
  return unlock(ctx, lockedRows, () => `picture_unlock:${pictureId}`);
}

/**
 * POST /v1/chat/unlockAll: every locked picture of one of the caller's chats, all or none — the whole
 * price is one spend, refused whole when the balance is short.
 */
export async function unlockAllPictures(ctx: UserContext, dialogueId: number): Promise<UnlockResult> {
  const dialogue = await loadOwnDialogue(ctx, dialogueId);
  const lockedRows = async (db: Db) => {
    const rows = await db
      .select()
      .from(chatPictures)
      .where(and(eq(chatPictures.dialogueId, dialogue.id), isNull(chatPictures.unlockedAt)))
      .orderBy(asc(chatPictures.id))
      .for("update");
    if (rows.length === 0) throw AppError.invalidInput("PictureMessages.nothingLocked");
    return rows;
  };
  const operationOf = (rows: ChatPictureRow[]) =>
    `picture_unlock_all:${createHash("sha256")
      .update(rows.map((row) => row.id).join(","))
      .digest("hex")
      .slice(0, 32)}`;
  return unlock(ctx, lockedRows, operationOf);
}
