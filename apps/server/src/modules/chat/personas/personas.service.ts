import { MAX_PERSONAS, type Persona } from "@fable/contract";
import { and, asc, eq, ne } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { personasUsableBy } from "../../../policies/persona.policy.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { dialogues, personas } from "../chat.schema.ts";
import { loadOwnDialogue } from "../dialogue-access.ts";

/** A person may keep this many personas. */

type PersonaRow = typeof personas.$inferSelect;

const toPersona = (row: PersonaRow): Persona => ({
  maskId: String(row.id),
  name: row.name,
  description: row.description,
  avatar: row.avatar,
  isDefault: row.isDefault,
});

/** A persona by id (a dialogue's), or null when it was removed meanwhile. */
export async function personaById(ctx: Pick<ServiceContext, "db">, maskId: number): Promise<Persona | null> {
  const [row] = await ctx.db.select().from(personas).where(eq(personas.id, maskId));
  return row ? toPersona(row) : null;
}

async function loadOwnPersona(ctx: UserContext, userId: number, maskId: number) {
  const [mask] = await ctx.db
    .select()
    .from(personas)
    .where(and(eq(personas.id, maskId), personasUsableBy({ userId })));
  if (!mask) throw AppError.notFound("ChatMessages.maskNotFound");
  return mask;
}

/** GET /mask/listMasks. */
export async function listPersonas(ctx: UserContext): Promise<Persona[]> {
  const { userId } = ctx;
  const rows = await ctx.db
    .select()
    .from(personas)
    .where(personasUsableBy({ userId }))
    .orderBy(asc(personas.id));
  return rows.map(toPersona);
}

/** POST /mask/saveMask: creates or updates a persona; one default at most. */
export async function savePersona(
  ctx: UserContext,
  request: {
    maskId?: string | undefined;
    name: string;
    description: string;
    avatar: string;
    isDefault: boolean;
  },
): Promise<Persona> {
  const { userId } = ctx;
  const values = {
    name: request.name,
    description: request.description,
    avatar: request.avatar,
    isDefault: request.isDefault,
  };
  if (request.maskId) await loadOwnPersona(ctx, userId, Number(request.maskId));
  else if ((await listPersonas(ctx)).length >= MAX_PERSONAS)
    throw AppError.invalidInput("ChatMessages.personaLimit");
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = request.maskId
      ? await tx
          .update(personas)
          .set(values)
          .where(and(eq(personas.id, Number(request.maskId)), personasUsableBy({ userId })))
          .returning()
      : await tx
          .insert(personas)
          .values({ ...values, userId, createdAt: ctx.clock.now() })
          .returning();
    if (request.isDefault)
      await tx
        .update(personas)
        .set({ isDefault: false })
        .where(and(personasUsableBy({ userId }), ne(personas.id, saved!.id)));
    return saved!;
  });
  return toPersona(row);
}

/** POST /mask/removeMask: dialogues that used it go on without a persona. */
export async function removePersona(ctx: UserContext, maskId: string): Promise<{ removed: string }> {
  const { userId } = ctx;
  const mask = await loadOwnPersona(ctx, userId, Number(maskId));
  await ctx.db.delete(personas).where(and(eq(personas.id, mask.id), personasUsableBy({ userId })));
  return { removed: maskId };
}

/** POST /mask/setMask: who the user is in one dialogue. */
export async function setPersona(ctx: UserContext, request: { dialogueId: string; maskId: string | null }) {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  const mask =
    request.maskId === null ? null : await loadOwnPersona(ctx, dialogue.userId, Number(request.maskId));
  await ctx.db
    .update(dialogues)
    .set({ maskId: mask?.id ?? null })
    .where(eq(dialogues.id, dialogue.id));
  return { dialogueId: request.dialogueId, mask: mask ? toPersona(mask) : null };
}
