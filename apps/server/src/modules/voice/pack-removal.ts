import { eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { bots } from "../bots/bots.schema.ts";
import { storageFor, UPLOAD_FOLDERS } from "../media/index.ts";
import { botVoiceSettings, speechClips, type VoicePackRow, voicePacks } from "./voice.schema.ts";

/**
 * The rows of some packs, removed in `tx`: their clips and the packs themselves; every bot that spoke
 * with one goes back to the default voice. The ledger rows stay (a deleted pack gives no try back).
 * Answers the storage keys of their files (recordings and synthesised clips) for removeVoiceFiles.
 */
async function removePackRows(tx: Transaction, packs: VoicePackRow[]): Promise<string[]> {
  if (packs.length === 0) return [];
  const ids = packs.map((pack) => pack.id);
  const clips = await tx
    .select({ storageKey: speechClips.storageKey })
    .from(speechClips)
    .where(inArray(speechClips.packId, ids));
  await tx
    .update(bots)
    .set({ voice: "" })
    .where(
      inArray(
        bots.voice,
        ids.map((id) => `pack:${id}`),
      ),
    );
  await tx.delete(speechClips).where(inArray(speechClips.packId, ids));
  await tx.delete(voicePacks).where(inArray(voicePacks.id, ids));
  return [
    ...packs.flatMap((pack) => pack.samples.map((sample) => sample.key)),
    ...clips.flatMap((clip) => clip.storageKey ?? []),
  ];
}

/**
 * Removes stored files whose rows are gone. Files go after the rows: a file left by a failure here is
 * unreachable, never a row without its file.
 */
export async function removeVoiceFiles(ctx: Pick<ServiceContext, "config">, keys: string[]) {
  const storage = storageFor(ctx.config);
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** Removes a pack for good: its recordings, its clips (files and rows) and the pack row. */
export async function removePack(ctx: Pick<ServiceContext, "db" | "config">, pack: VoicePackRow) {
  const keys = await ctx.db.transaction((tx) => removePackRows(tx, [pack]));
  await removeVoiceFiles(ctx, keys);
}

/** Removes each of the packs (clean-up job); answers how many. */
export async function removePacks(ctx: Pick<ServiceContext, "db" | "config">, ids: number[]) {
  if (ids.length === 0) return 0;
  const packs = await ctx.db.select().from(voicePacks).where(inArray(voicePacks.id, ids));
  for (const pack of packs) await removePack(ctx, pack);
  return packs.length;
}

/**
 * Account removal (docs/product.md#account-removal): in the removal's transaction, every pack of the
 * user goes as a deleted pack does, and so do their auto-play choices. Answers the files to remove with
 * removeVoiceFiles once the transaction has committed.
 */
export async function forgetVoiceOf(tx: Transaction, userId: number): Promise<string[]> {
  const packs = await tx.select().from(voicePacks).where(eq(voicePacks.ownerId, userId));
  const keys = await removePackRows(tx, packs);
  await tx.delete(botVoiceSettings).where(eq(botVoiceSettings.userId, userId));
  return keys;
}

/**
 * Account removal, after its transaction: every recording the user uploaded with purpose "voice",
 * used by a pack or not (their keys name the uploader: voices/<user>/…, and incoming/voices/<user>/…
 * in a bucket before a pack takes them in).
 */
export async function removeVoiceUploadsOf(ctx: Pick<ServiceContext, "config">, userId: number) {
  const storage = storageFor(ctx.config);
  const folder = `${UPLOAD_FOLDERS.voice}/${userId}`;
  await storage.removeFolder(folder);
  if (storage.kind === "s3") await storage.removeFolder(`incoming/${folder}`);
}
