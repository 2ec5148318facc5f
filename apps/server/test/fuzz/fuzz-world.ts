import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call } from "../accounts.ts";
import { buildSession } from "../factories/sessions.ts";
import type { TestApp } from "../harness.ts";
import type { KnownIds } from "./schema-values.ts";

/** The objects one user owns, as the ids the API speaks. */
interface Holdings {
  userId: string;
  botId: string;
  dialogueId: string;
  msgId: string;
  /** The character's reply: rating, swiping and regenerating take a reply, not the user's message. */
  replyId: string;
  maskId: string;
  postId: string;
  reviewId: string;
}

async function succeeded(app: FastifyInstance, url: string, token: string, body: object) {
  const answer = await call(app, "POST", url, { token, body });
  expect(answer.code, `${url}: ${answer.message}`).toBe(0);
  return answer.result;
}

/** A signed-in user given one of each object the routes take ids of, through the API. */
async function userWithHoldings(harness: TestApp, seededBotId: string, label: string) {
  const { app } = harness;
  const account = await buildSession(harness.database.db);
  const token = account.token;
  const bot = await succeeded(app, "/api/ai/roleInfo/addBotV2", token, {
    name: `Fuzz ${label}`,
    greeting: "Hello there, traveller.",
    visibility: "private",
  });
  const dialogue = await succeeded(app, "/api/v1/chat/enterDialogueV2", token, { botId: seededBotId });
  const turn = await succeeded(app, "/api/v1/chat/chat", token, {
    botId: seededBotId,
    dialogueId: dialogue.dialogueId,
    content: "Tell me about yourself.",
  });
  const mask = await succeeded(app, "/api/mask/saveMask", token, { name: `Mask ${label}` });
  const post = await succeeded(app, "/api/messages/post/add", token, {
    dialogueId: dialogue.dialogueId,
    msgIds: [turn.userMessage.msgId],
    title: `Post ${label}`,
    showAuthor: true,
  });
  const review = await succeeded(app, "/api/bot/reviews/post", token, {
    botId: seededBotId,
    content: "Lovely.",
  });
  const holdings: Holdings = {
    userId: String(account.user.id),
    botId: bot.botId,
    dialogueId: dialogue.dialogueId,
    msgId: turn.userMessage.msgId,
    replyId: turn.reply.msgId,
    maskId: mask.maskId,
    postId: post.id,
    reviewId: review.id,
  };
  return { ...account, holdings };
}

/**
 * Two users: the owner, whose token the fuzzer sends, and another user whose ids the fuzzer forges
 * into the owner's requests. Each scenario maps field names of the API to the ids worth trying.
 */
export async function createFuzzWorld(harness: TestApp) {
  const { app } = harness;
  const seeded = await call(app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 3 } });
  const seededBotIds = (seeded.result.list as { id: string }[]).map((bot) => bot.id);
  const seededBotId = seededBotIds[0] as string;
  const owner = await userWithHoldings(harness, seededBotId, "owner");
  const scenes = await call(app, "GET", "/api/model/scene/getModelSceneInfo", { token: owner.token });
  const sceneIds = (scenes.result.scenes as { id: string }[]).map((scene) => scene.id);
  const other = await userWithHoldings(harness, seededBotId, "other");
  const idsOf = (holdings: Holdings, botIds: string[], userIds: string[]): KnownIds => ({
    botId: botIds,
    dialogueId: [holdings.dialogueId],
    msgId: [holdings.msgId, holdings.replyId],
    beforeMsgId: [holdings.msgId, holdings.replyId],
    msgIds: [holdings.msgId, holdings.replyId],
    maskId: [holdings.maskId],
    postId: [holdings.postId],
    reviewId: [holdings.reviewId],
    userId: userIds,
    followUserId: userIds,
    fansUserId: userIds,
    targetId: [...botIds, ...userIds, holdings.postId, holdings.reviewId, holdings.msgId],
    sceneId: sceneIds,
  });
  const mine = owner.holdings;
  const theirs = other.holdings;
  // Ids that belong together (a dialogue with its bot, a message of that dialogue) get requests
  // past "not found" into the services; the forged set sends another user's objects instead.
  const scenarios: KnownIds[] = [
    idsOf(mine, [seededBotId], [theirs.userId]),
    idsOf(mine, [mine.botId], [mine.userId]),
    idsOf(theirs, [theirs.botId, seededBotId], [theirs.userId]),
    Object.fromEntries(
      Object.entries(
        idsOf(mine, [mine.botId, theirs.botId, ...seededBotIds], [mine.userId, theirs.userId]),
      ).map(([field, ids]) => [field, [...new Set([...ids, ...(idsOf(theirs, [], [])[field] ?? [])])]]),
    ),
  ];
  let ownerToken = owner.token;
  return {
    scenarios,
    owner,
    other,
    get ownerToken() {
      return ownerToken;
    },
    /** Signs the owner in again when a fuzzed request signed them out (loginOut, logoff). */
    async keepOwnerSignedIn() {
      const info = await call(app, "GET", "/api/user/info", { token: ownerToken });
      if (info.code === 0) return;
      const login = await call(app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email: owner.email, userPwd: owner.password },
      });
      expect(login.code, `owner sign-in: ${login.message}`).toBe(0);
      ownerToken = login.result.token;
    },
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;
