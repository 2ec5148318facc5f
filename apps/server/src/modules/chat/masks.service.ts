import { MAX_PERSONAS, type Mask } from "@fable/contract";
import { and, asc, eq, ne } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { dialogues, masks } from "./chat.schema.ts";
import { loadOwnDialogue } from "./dialogue-access.ts";

/** A person may keep this many personas. */

type MaskRow = typeof masks.$inferSelect;

const toMask = (row: MaskRow): Mask => ({
  maskId: String(row.id),
  name: row.name,
  description: row.description,
  avatar: row.avatar,
  isDefault: row.isDefault,
});

/** A persona by id (a dialogue's), or null when it was removed meanwhile. */
export async function maskById(ctx: Pick<ServiceContext, "db">, maskId: number): Promise<Mask | null> {
  const [row] = await ctx.db.select().from(masks).where(eq(masks.id, maskId));
  return row ? toMask(row) : null;
}

async function loadOwnMask(ctx: UserContext, userId: number, maskId: number) {
  const [mask] = await ctx.db
    .select()
    .from(masks)
    .where(and(eq(masks.id, maskId), eq(masks.userId, userId)));
  if (!mask) throw AppError.notFound("ChatMessages.maskNotFound");
  return mask;
}

/** GET /mask/listMasks. */
export async function listMasks(ctx: UserContext): Promise<Mask[]> {
  const { userId } = ctx;
  const rows = await ctx.db.select().from(masks).where(eq(masks.userId, userId)).orderBy(asc(masks.id));
  return rows.map(toMask);
}

/** POST /mask/saveMask: creates or updates a persona; one default at most. */
export async function saveMask(
  ctx: UserContext,
  request: {
    maskId?: string | undefined;
    name: string;
    description: string;
    avatar: string;
    isDefault: boolean;
  },
): Promise<Mask> {
  const { userId } = ctx;
  const values = {
    name: request.name,
    description: request.description,
    avatar: request.avatar,
    isDefault: request.isDefault,
  };
  if (request.maskId) await loadOwnMask(ctx, userId, Number(request.maskId));
  else if ((await listMasks(ctx)).length >= MAX_PERSONAS)
    throw AppError.invalidInput("ChatMessages.personaLimit");
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = request.maskId
      ? await tx
          .update(masks)
          .set(values)
          .where(and(eq(masks.id, Number(request.maskId)), eq(masks.userId, userId)))
          .returning()
      : await tx
          .insert(masks)
          .values({ ...values, userId, createdAt: ctx.clock.now() })
          .returning();
    if (request.isDefault)
      await tx
        .update(masks)
        .set({ isDefault: false })
        .where(and(eq(masks.userId, userId), ne(masks.id, saved!.id)));
    return saved!;
  });
  return toMask(row);
}

/** POST /mask/removeMask: dialogues that used it go on without a persona. */
export async function removeMask(ctx: UserContext, maskId: string): Promise<{ removed: string }> {
  const { userId } = ctx;
  const mask = await loadOwnMask(ctx, userId, Number(maskId));
  await ctx.db.delete(masks).where(and(eq(masks.id, mask.id), eq(masks.userId, userId)));
  return { removed: maskId };
}

/** POST /mask/setMask: who the user is in one dialogue. */
export async function setMask(ctx: UserContext, request: { dialogueId: string; maskId: string | null }) {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  const mask =
    request.maskId === null ? null : await loadOwnMask(ctx, dialogue.userId, Number(request.maskId));
  await ctx.db
    .update(dialogues)
    .set({ maskId: mask?.id ?? null })
    .where(eq(dialogues.id, dialogue.id));
  return { dialogueId: request.dialogueId, mask: mask ? toMask(mask) : null };
}
