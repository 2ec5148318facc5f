import { eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { storageFor } from "../media/index.ts";
import { type ImagePackRow, imagePacks } from "./image-packs.schema.ts";
import { packFolder } from "./image-training.ts";

/**
 * Removes packs' rows in `tx`: their pictures go with them (cascade) and every bot that used one falls
 * back to no pack (the foreign key sets it null). The ledger rows stay: a deleted pack gives no try back.
 */
async function removePackRows(tx: Transaction, packs: Pick<ImagePackRow, "id">[]) {
  if (packs.length === 0) return;
  await tx.delete(imagePacks).where(
    inArray(
      imagePacks.id,
      packs.map((pack) => pack.id),
    ),
  );
}

/** Removes the prepared pictures' folders of packs whose rows are gone (files after rows, never the other way). */
export async function removeImagePackFiles(
  ctx: Pick<ServiceContext, "config">,
  packs: Pick<ImagePackRow, "id" | "ownerId">[],
) {
  const storage = storageFor(ctx.config);
  await Promise.all(packs.map((pack) => storage.removeFolder(packFolder(pack)).catch(() => undefined)));
}

/** Removes a pack for good: its rows, then its prepared pictures. The uploads it was made from stay with the uploads. */
export async function removeImagePack(ctx: Pick<ServiceContext, "db" | "config">, pack: ImagePackRow) {
  await ctx.db.transaction((tx) => removePackRows(tx, [pack]));
  await removeImagePackFiles(ctx, [pack]);
}

/** Removes each of the packs (clean-up job); answers how many. */
export async function removeImagePacks(ctx: Pick<ServiceContext, "db" | "config">, ids: number[]) {
  if (ids.length === 0) return 0;
  const packs = await ctx.db.select().from(imagePacks).where(inArray(imagePacks.id, ids));
  for (const pack of packs) await removeImagePack(ctx, pack);
  return packs.length;
}

/**
 * Account removal: in its transaction, every image pack of the user goes. Answers the packs whose
 * files removeImagePackFiles removes once the transaction has committed.
 */
export async function forgetImagePacksOf(tx: Transaction, userId: number) {
  const packs = await tx
    .select({ id: imagePacks.id, ownerId: imagePacks.ownerId })
    .from(imagePacks)
    .where(eq(imagePacks.ownerId, userId));
  await removePackRows(tx, packs);
  return packs;
}
