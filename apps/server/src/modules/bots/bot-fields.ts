import type { AdvancedCharacter, BotChanges } from "@fable/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { atField } from "../../i18n/server-message.ts";
import { imagePacks } from "../image-packs/image-packs.schema.ts";
import { voicePacks } from "../voice/voice.schema.ts";
import { botCategories, type bots, categories, loreEntries } from "./bots.schema.ts";
import { isKnownImageStyle, isKnownVoice, PACK_VOICE_ID } from "./creation-options.ts";

type BotColumns = Partial<typeof bots.$inferInsert>;
type CharacterFields = Partial<Omit<AdvancedCharacter, "categoryId">> & Partial<Omit<BotChanges, "botId">>;

/** Form fields whose column has the same name; `name` is the one that differs. */
const SAME_NAME_COLUMNS = [
  "greeting",
  "intro",
  "avatar",
  "prompt",
  "scenario",
  "personality",
  "description",
  "exampleDialogue",
  "systemPrompt",
  "postHistoryInstructions",
  "creatorNotes",
  "supplementalInfo",
  "dialogueStyle",
  "mantra",
  "alternateGreetings",
  "tags",
  "gender",
  "age",
  "voice",
  "speechRate",
  "speechActions",
  "imageStyle",
  "hideImageDescription",
  "visibility",
  "definitionVisible",
  "sampling",
] as const satisfies readonly (keyof CharacterFields & keyof BotColumns)[];

/** Column values for the fields the request names; fields it leaves out are not touched. */
export function columnsOf(fields: CharacterFields): BotColumns {
  if (fields.voice !== undefined && !isKnownVoice(fields.voice) && !PACK_VOICE_ID.test(fields.voice))
    throw AppError.invalidInput("CharacterMessages.voiceUnknown");
  if (fields.imageStyle !== undefined && !isKnownImageStyle(fields.imageStyle))
    throw AppError.invalidInput("CharacterMessages.styleUnknown");
  const columns: Record<string, unknown> = {};
  for (const key of SAME_NAME_COLUMNS) if (fields[key] !== undefined) columns[key] = fields[key];
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.imagePackId !== undefined)
    columns.imagePackId = fields.imagePackId === null ? null : Number(fields.imagePackId);
  if (fields.greeting !== undefined) columns.needsGreeting = false;
  return columns as BotColumns;
}

/**
 * A voice pack given as a bot's voice must be the owner's own and finished; read from the voice
 * module's table (a join, so bots never imports the voice module, which reads bots).
 */
export async function assertUsableVoice(tx: Db, ownerId: number, voice: string | undefined) {
  const packId = voice === undefined ? undefined : PACK_VOICE_ID.exec(voice)?.[1];
  if (!packId) return;
  const [pack] = await tx
    .select({ id: voicePacks.id })
    .from(voicePacks)
    .where(
      and(
        eq(voicePacks.id, Number(packId)),
        eq(voicePacks.ownerId, ownerId),
        eq(voicePacks.state, "completed"),
      ),
    );
  if (!pack) throw AppError.invalidInput("CharacterMessages.voiceUnknown");
}

/**
 * An image pack given to a bot must be the owner's own and finished; read from the image-packs
 * module's table (a join, so bots never imports that module, which reads the bots' image styles).
 */
export async function assertUsableImagePack(tx: Db, ownerId: number, packId: string | null | undefined) {
  if (packId === undefined || packId === null) return;
  const [pack] = await tx
    .select({ id: imagePacks.id })
    .from(imagePacks)
    .where(
      and(
        eq(imagePacks.id, Number(packId)),
        eq(imagePacks.ownerId, ownerId),
        eq(imagePacks.state, "completed"),
      ),
    );
  if (!pack) throw AppError.invalidInput(atField("imagePackId", "ImagePackMessages.packUnknown"));
}

/** Replaces the bot's categories, refusing ids that are not categories. */
export async function replaceCategories(tx: Db, botId: number, categoryIds: number[]) {
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    const known = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, unique));
    if (known.length !== unique.length) throw AppError.invalidInput("CharacterMessages.categoryUnknown");
  }
  await tx.delete(botCategories).where(eq(botCategories.botId, botId));
  if (unique.length > 0)
    await tx
      .insert(botCategories)
      .values(unique.map((categoryId, position) => ({ botId, categoryId, position })));
}

/**
 * Replaces the bot's lore with the editor's list. Entries that name a stored id keep the settings
 * only cards carry (selectivity, insertion order, placement, extensions), so editing an imported
 * bot loses nothing; entries without an id are new; stored entries left out are removed.
 */
export async function replaceLore(tx: Db, botId: number, lore: NonNullable<CharacterFields["lore"]>) {
  const stored = await tx.select().from(loreEntries).where(eq(loreEntries.botId, botId));
  const storedById = new Map(stored.map((entry) => [String(entry.id), entry]));
  const keptIds = new Set<number>();
  for (const [position, entry] of lore.entries()) {
    const existing = entry.id === undefined ? undefined : storedById.get(entry.id);
    if (entry.id !== undefined && !existing)
      throw AppError.invalidInput(atField(`lore.${position}.id`, "CharacterMessages.loreEntryUnknown"));
    const values = {
      content: entry.content,
      enabled: entry.enabled,
      constant: entry.constant,
      position,
      // Keys the editor shows unchanged keep their stored form (cards may hold blank or padded keys).
      ...(sameKeywords(existing?.keywords, entry.keywords) ? {} : { keywords: entry.keywords }),
      ...(entry.secondaryKeys === undefined || sameKeywords(existing?.secondaryKeys, entry.secondaryKeys)
        ? {}
        : { secondaryKeys: entry.secondaryKeys }),
    };
    if (existing) {
      keptIds.add(existing.id);
      await tx.update(loreEntries).set(values).where(eq(loreEntries.id, existing.id));
    } else {
      await tx.insert(loreEntries).values({ botId, keywords: entry.keywords, ...values });
    }
  }
  const removed = stored.filter((entry) => !keptIds.has(entry.id)).map((entry) => entry.id);
  if (removed.length > 0) await tx.delete(loreEntries).where(inArray(loreEntries.id, removed));
}

export type { CharacterFields };

/** Whether the editor's keywords are the stored ones as the editor shows them (trimmed, blanks dropped). */
function sameKeywords(stored: string[] | undefined, edited: string[]): boolean {
  if (!stored) return false;
  const shown = stored.map((keyword) => keyword.trim()).filter(Boolean);
  return shown.length === edited.length && shown.every((keyword, index) => keyword === edited[index]);
}
