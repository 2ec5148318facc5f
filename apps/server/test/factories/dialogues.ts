import { eq, sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import { bots } from "../../src/modules/bots/bots.schema.ts";
import { chatMessages, dialogues } from "../../src/modules/chat/chat.schema.ts";

export type NewDialogue = Partial<typeof dialogues.$inferInsert> & { userId: number; botId: number };
export type MessageRow = typeof chatMessages.$inferSelect;
/** The dialogue's row with its greeting (message 0), when it has one. */
export type BuiltDialogue = typeof dialogues.$inferSelect & { greeting: MessageRow | undefined };

/**
 * A user's dialogue with a bot whose message 0 is the bot's greeting, as entering a chat starts it
 * (without expanding macros or counting the chat on the bot: tests that need those enter through
 * the API). `greeting: null` starts it empty.
 */
export async function buildDialogue(
  db: Db,
  { greeting, ...overrides }: NewDialogue & { greeting?: string | null },
): Promise<BuiltDialogue> {
  const opening =
    greeting === undefined
      ? (await db.select({ greeting: bots.greeting }).from(bots).where(eq(bots.id, overrides.botId)))[0]!
          .greeting
      : greeting;
  const [dialogue] = await db
    .insert(dialogues)
    .values({ nextSeq: opening === null ? 0 : 1, ...overrides })
    .returning();
  const [message0] =
    opening === null
      ? []
      : await db
          .insert(chatMessages)
          .values({ dialogueId: dialogue!.id, seq: 0, role: "bot", swipes: [opening] })
          .returning();
  return { ...dialogue!, greeting: message0 };
}

export type NewMessage = Partial<typeof chatMessages.$inferInsert> & {
  dialogueId: number;
  role: "user" | "bot";
  /** The shown text; `swipes` overrides it for a bot message with alternatives. */
  content: string;
};

/** A message appended to a dialogue: it takes the dialogue's next seq, as a chat turn does. */
export async function buildMessage(db: Db, { content, ...overrides }: NewMessage): Promise<MessageRow> {
  const [taken] = await db
    .update(dialogues)
    .set({ nextSeq: sql`${dialogues.nextSeq} + 1`, lastMessageAt: sql`now()` })
    .where(eq(dialogues.id, overrides.dialogueId))
    .returning({ seq: sql<number>`${dialogues.nextSeq} - 1` });
  const [message] = await db
    .insert(chatMessages)
    .values({ seq: taken!.seq, swipes: [content], ...overrides })
    .returning();
  return message!;
}
