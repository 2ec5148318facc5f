import { type DialogueInfo, LIMITS, type PostValidity } from "@fable/contract";
import { and, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { personasUsableBy } from "../../policies/persona.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { chatMessages, dialogues, personas } from "../chat/chat.schema.ts";
import { dialogueInfo, loadChattableBot } from "../chat/index.ts";
import { posts } from "./joybook.schema.ts";
import { loadOpenPost, postNotFound } from "./post-access.ts";

/** GET /post/chat/checkPostValid: the post exists (404 otherwise) and its bot is public (2001 otherwise). */
export async function checkPostValid(ctx: ServiceContext, postId: number): Promise<PostValidity> {
  const post = await loadOpenPost(ctx, postId);
  return { postId: String(post.id), botId: String(post.botId), valid: true };
}

/**
 * POST /post/chat/createDialogue: the viewer continues a shared chat. A new dialogue of theirs with
 * the post's bot starts with the post's messages as its history (no greeting before them: the post
 * shows where the chat stands), and the reply to their next message follows on from the last one.
 * The post's chat count, the bot's chat count and the dialogue are written together.
 */
export async function continuePostChat(ctx: UserContext, postId: number): Promise<DialogueInfo> {
  const { userId } = ctx;
  const post = await loadOpenPost(ctx, postId);
  const bot = await loadChattableBot(ctx, post.botId);
  const [defaultPersona] = await ctx.db
    .select({ id: personas.id })
    .from(personas)
    .where(and(personasUsableBy({ userId }), eq(personas.isDefault, true)));
  const now = ctx.clock.now();
  const dialogue = await ctx.db.transaction(async (tx) => {
    // Counting the chat first also reads the messages and proves the post still exists.
    const [counted] = await tx
      .update(posts)
      .set({ chatNum: sql`least(${posts.chatNum} + 1, ${LIMITS.integerMax})` })
      .where(eq(posts.id, post.id))
      .returning({ messages: posts.messages });
    if (!counted) throw postNotFound();
    const { messages } = counted;
    const [created] = await tx
      .insert(dialogues)
      .values({
        userId,
        botId: bot.id,
        maskId: defaultPersona?.id ?? null,
        nextSeq: messages.length,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning();
    if (messages.length > 0)
      await tx.insert(chatMessages).values(
        messages.map((message, seq) => ({
          dialogueId: created!.id,
          seq,
          role: message.role,
          swipes: [message.text],
          createdAt: now,
        })),
      );
    // A dialogue started with the bot counts as one of its chats, as every other way to start one does.
    await tx
      .update(bots)
      .set({ chats: sql`${bots.chats} + 1` })
      .where(eq(bots.id, bot.id));
    return created!;
  });
  return dialogueInfo(ctx, bot, dialogue);
}
