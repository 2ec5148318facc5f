import { and, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { perDatabase } from "../../../db/per-database.ts";
import { AppError } from "../../../errors.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { type BotRow, bots } from "../../bots/bots.schema.ts";
import { users } from "../../users/users.schema.ts";
import { dialogues, personas } from "../chat.schema.ts";
import { assertTurnBot, type DialogueRow } from "../dialogue-access.ts";
import { botAtVersion, botVersion } from "./bot-cache.ts";
import { type CachedTurn, turnContextCache } from "./turn-context-cache.ts";

/** What a chat turn needs to know before it can ask the model. */
export interface TurnContext {
  dialogue: DialogueRow;
  bot: BotRow;
  user: CachedTurn["user"];
  /** The persona the user plays in this dialogue, if any. */
  mask: CachedTurn["mask"];
}

/**
 * The dialogue, the account's settings and the persona, with the bot's row version: one query. The
 * bot's whole row (card data and all) comes from the bot cache by version.
 */
const turnRow = perDatabase((db) =>
  db
    .select({
      dialogue: dialogues,
      botVersion,
      user: {
        userName: users.userName,
        vipEnum: users.vipEnum,
        vipUntil: users.vipUntil,
        modelSceneId: users.modelSceneId,
        nsfwEnabled: users.nsfwEnabled,
        invited: sql<boolean>`${users.usedInvitationCode} is not null`,
      },
      mask: { name: personas.name, description: personas.description },
    })
    .from(dialogues)
    .innerJoin(bots, eq(bots.id, dialogues.botId))
    .innerJoin(users, eq(users.id, dialogues.userId))
    .leftJoin(personas, eq(personas.id, dialogues.maskId))
    .where(
      and(eq(dialogues.id, sql.placeholder("dialogueId")), eq(dialogues.userId, sql.placeholder("userId"))),
    )
    .prepare("turn_context"),
);

/**
 * The caller's dialogue with its bot, account settings and persona. Every statement before the
 * first token is time the user waits (the TTFT target of issue 5 allows 3 ms), so this is one small
 * query on a warm bot cache, or none when the turn-context cache has it. Same answers as
 * loadOwnDialogue + loadChattableBot: another user's dialogue does not exist.
 */
export async function loadTurnContext(ctx: UserContext, dialogueId: number): Promise<TurnContext> {
  const { userId } = ctx;
  const cache = turnContextCache(ctx.db);
  const turn = cache?.get(dialogueId, userId) ?? (await readTurn(ctx, dialogueId, userId, cache));
  const bot = assertTurnBot(ctx, await botAtVersion(ctx, turn.dialogue.botId, turn.botVersion));
  return { dialogue: turn.dialogue, bot, user: turn.user, mask: turn.mask };
}

async function readTurn(
  ctx: ServiceContext,
  dialogueId: number,
  userId: number,
  cache: ReturnType<typeof turnContextCache>,
): Promise<CachedTurn> {
  const read = cache?.startRead(dialogueId, userId);
  try {
    const [row] = await turnRow(ctx.db).execute({ dialogueId, userId });
    if (!row) throw AppError.notFound("ChatMessages.dialogueInvalid");
    const turn = { dialogue: row.dialogue, botVersion: row.botVersion, user: row.user, mask: row.mask };
    if (read) cache!.keep(read, turn);
    return turn;
  } finally {
    if (read) cache!.done(read);
  }
}
