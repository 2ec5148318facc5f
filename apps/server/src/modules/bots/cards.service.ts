import { setImmediate as nextTurn } from "node:timers/promises";
import type { ImportedBot } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { imageWork, openImage, storeWebp, uploadAsPng } from "../media/index.ts";
import { assertBelowBotCap } from "./bot-editor.service.ts";
import { replaceCategories } from "./bot-fields.ts";
import { botCategories, bots, categories, loreEntries } from "./bots.schema.ts";
import { botToCard, cardToBotValues, cardToLoreValues } from "./cards/card-storage.ts";
import { exportCardJson, exportCardPng } from "./cards/export-card.ts";
import { importCard } from "./cards/import-card.ts";

/** POST /ai/roleInfo/importCard: a card file becomes a private draft bot of the signed-in user. */
export async function importCardAsBot(
  ctx: UserContext,
  bytes: Uint8Array,
  fileName: string,
): Promise<ImportedBot> {
  const { userId } = ctx;
  const result = importCard(bytes, fileName);
  if (!result.ok) throw AppError.invalidInput(result.error.said);
  // Reading a card at its limits is 5–20 ms of work on the loop; the inserts that follow start in a
  // turn of their own rather than adding to that block.
  await nextTurn();
  await assertBelowBotCap(ctx, userId);
  const { character, avatarPng } = result;
  // The picture is stored before the transaction: a failed insert leaves at most an unused file, never a half bot.
  const avatar = avatarPng ? await storeCardArt(ctx, avatarPng) : "";
  const botId = await ctx.db.transaction(async (tx) => {
    const [bot] = await tx
      .insert(bots)
      .values({
        ...cardToBotValues(character, userId, avatar),
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .returning({ id: bots.id });
    for (const batch of loreBatches(cardToLoreValues(character, bot!.id))) {
      await tx.insert(loreEntries).values(batch);
    }
    await restoreCategories(tx, bot!.id, character.fable?.categories ?? []);
    return bot!.id;
  });
  return {
    botId: String(botId),
    botName: character.botName,
    characterName: character.characterName,
    greeting: character.greeting,
    needsGreeting: character.needsGreeting,
    loreCount: character.lore.length,
    alternateGreetingCount: character.alternateGreetings.length,
    visibility: "private",
    avatar,
  };
}

/** The categories a Fable card names by slug; slugs this server does not know are skipped. */
async function restoreCategories(tx: Db, botId: number, slugs: string[]) {
  if (slugs.length === 0) return;
  const known = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  const ids = slugs.flatMap((slug) => known.filter((row) => row.slug === slug).map((row) => row.id));
  await replaceCategories(tx, botId, ids);
}

/** Rows per lore insert, and the text one insert may carry: each statement stays short on the event loop. */
const LORE_BATCH_ROWS = 50;
const LORE_BATCH_CHARS = 200_000;

/**
 * A card's lore in bounded inserts: one statement for a whole lorebook built a query too deep for
 * drizzle (a stack overflow at 200 000 entries) and held PGlite's thread for its whole length.
 */
function* loreBatches<Row extends { content: string }>(rows: Row[]): Generator<Row[]> {
  let batch: Row[] = [];
  let chars = 0;
  for (const row of rows) {
    if (
      batch.length > 0 &&
      (batch.length >= LORE_BATCH_ROWS || chars + row.content.length > LORE_BATCH_CHARS)
    ) {
      yield batch;
      batch = [];
      chars = 0;
    }
    batch.push(row);
    chars += row.content.length;
  }
  if (batch.length > 0) yield batch;
}

/**
 * A card whose art cannot be read still imports, without an avatar; art claiming more pixels than
 * any upload may have is a decompression bomb, and the whole file is refused. A server too busy
 * with pictures to read the art says so, rather than importing the card without it.
 */
async function storeCardArt(ctx: ServiceContext, png: Uint8Array): Promise<string> {
  return storeWebp(ctx, png, "avatars").catch((error: unknown) => {
    if (
      error instanceof AppError &&
      (error.says("CharacterMessages.imageTooManyPixels") || error.code === ResponseCode.SERVICE_UNAVAILABLE)
    )
      throw error;
    return "";
  });
}

/**
 * GET /ai/roleInfo/exportCard: the owner may always export; others only a public, approved bot whose
 * creator shows its definition — a bot in review or rejected is its creator's alone. Anything else
 * answers "not found", so hidden bots do not reveal they exist.
 */
export async function exportBotCard(ctx: ServiceContext, botId: number, format: "png" | "json") {
  const [bot] = await ctx.db.select().from(bots).where(eq(bots.id, botId));
  if (!bot || !canOnBot(ctx, "export", bot)) throw AppError.notFound("CharacterMessages.botNotFound");
  const lore = await ctx.db
    .select()
    .from(loreEntries)
    .where(eq(loreEntries.botId, botId))
    .orderBy(asc(loreEntries.position));
  const categorySlugs = await ctx.db
    .select({ slug: categories.slug })
    .from(botCategories)
    .innerJoin(categories, eq(categories.id, botCategories.categoryId))
    .where(eq(botCategories.botId, botId))
    .orderBy(asc(botCategories.position));
  const card = botToCard(
    bot,
    lore,
    categorySlugs.map((row) => row.slug),
  );
  const fileBase = card.botName.replace(/[^\p{L}\p{N}_-]+/gu, "_") || "character";
  if (format === "json") {
    return {
      fileName: `${fileBase}.json`,
      contentType: "application/json",
      body: JSON.stringify(exportCardJson(card), null, 2),
    };
  }
  const avatar = (bot.avatar && (await uploadAsPng(ctx, bot.avatar))) || (await blankPortrait());
  return {
    fileName: `${fileBase}.png`,
    contentType: "image/png",
    body: Buffer.from(exportCardPng(card, avatar)),
  };
}

/** A plain dark 400×600 picture for bots without an avatar: a PNG card needs an image to carry it. */
async function blankPortrait(): Promise<Uint8Array> {
  return new Uint8Array(
    await imageWork(() =>
      openImage(undefined, 400 * 600, {
        create: { width: 400, height: 600, channels: 3, background: "#1a1826" },
      })
        .png()
        .toBuffer(),
    ),
  );
}
