import { and, count, countDistinct, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bots } from "../bots/bots.schema.ts";
import { chatMessages, dialogues } from "../chat/chat.schema.ts";
import { posts } from "../joybook/joybook.schema.ts";
import { botReviews } from "../reviews/reviews.schema.ts";
import { follows } from "../social/social.schema.ts";
import { modelUsage } from "../usage/usage.schema.ts";
import { users } from "../users/users.schema.ts";

/**
 * How much of a task the user has really done, read from the tables where it happened (never from
 * what the client says). `since` is the start of the task's period: the UTC day for daily tasks,
 * null (ever) for the others.
 */
export type ProgressReader = (db: Db, userId: number, since: Date | null) => Promise<number>;

const counted = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);

/** Messages the user sent to bots in the period (their dialogues touched in it, then its messages). */
function userMessagesSince(db: Db, userId: number, since: Date) {
  return db
    .select({ n: count(), bots: countDistinct(dialogues.botId) })
    .from(chatMessages)
    .innerJoin(dialogues, eq(dialogues.id, chatMessages.dialogueId))
    .where(
      and(
        eq(dialogues.userId, userId),
        gte(dialogues.lastMessageAt, since),
        eq(chatMessages.role, "user"),
        gte(chatMessages.createdAt, since),
      ),
    );
}

export const messagesSent: ProgressReader = async (db, userId, since) => {
  const [row] = await userMessagesSince(db, userId, since ?? new Date(0));
  return Number(row?.n ?? 0);
};

export const charactersChatted: ProgressReader = async (db, userId, since) => {
  const [row] = await userMessagesSince(db, userId, since ?? new Date(0));
  return Number(row?.bots ?? 0);
};

/** Replies the user had written again (each regeneration is a row of model usage). */
export const repliesRegenerated: ProgressReader = (db, userId, since) =>
  counted(
    db
      .select({ n: count() })
      .from(modelUsage)
      .where(
        and(
          eq(modelUsage.userId, userId),
          eq(modelUsage.kind, "regeneration"),
          since ? gte(modelUsage.createdAt, since) : undefined,
        ),
      ),
  );

export const creatorsFollowed: ProgressReader = (db, userId, since) =>
  counted(
    db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.followerId, userId), since ? gte(follows.createdAt, since) : undefined)),
  );

export const botsCreated: ProgressReader = (db, userId) =>
  counted(db.select({ n: count() }).from(bots).where(eq(bots.creatorId, userId)));

/** Chats the user shared publicly: their Joybook posts. */
export const chatsShared: ProgressReader = (db, userId) =>
  counted(db.select({ n: count() }).from(posts).where(eq(posts.userId, userId)));

export const reviewsWritten: ProgressReader = (db, userId) =>
  counted(db.select({ n: count() }).from(botReviews).where(eq(botReviews.userId, userId)));

export const emailValidated: ProgressReader = async (db, userId) => {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.verified ? 1 : 0;
};
