import { CharacterMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, uniqueEmail } from "../../../test/accounts.ts";
import { buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";

const reviewerEmail = uniqueEmail("reviewer");
let harness: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestAccount;
let visitor: TestAccount;
let reviewer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  harness = await createTestApp({
    env: { REVIEW_MODE: "manual", ADMIN_EMAILS: ` Other@Example.com, ${reviewerEmail.toUpperCase()} ` },
  });
  creator = await buildSession(harness.database.db);
  visitor = await buildSession(harness.database.db);
  // Through the real sign-in: signing in is what makes the operator an admin (tested below).
  reviewer = await signUp(harness.app, reviewerEmail);
});
afterAll(() => harness.close());

const post = (url: string, body: object, token: string | null) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token: string | null) => call(harness.app, "GET", `/api${url}`, { token });
const listedIds = async () =>
  (
    (await post("/ai/roleInfo/queryBotInfo", { limit: 50, sortType: 2 }, null)).result.list as {
      id: string;
    }[]
  ).map((bot) => String(bot.id));
const myBot = async (botId: string) =>
  ((await get("/ai/roleInfo/myBots", creator.token)).result as { botId: string }[]).find(
    (bot) => bot.botId === botId,
  );

const bot = { name: "Marlow Reed", greeting: "Tide's turning, friend.", intro: "A ferryman." };

describe("review with REVIEW_MODE=manual", () => {
  it("a new public bot waits in review: hidden from others, not editable, listed for reviewers", async () => {
    const created = await post("/ai/roleInfo/addBotV2", bot, creator.token);
    expect(created.result).toMatchObject({ visibility: "public", reviewStatus: "pending" });
    const botId = created.result.botId;

    expect((await get(`/ai/roleInfo/getBotInfo?botId=${botId}`, visitor.token)).status).toBe(404);
    expect(await listedIds()).not.toContain(botId);
    expect((await get(`/ai/roleInfo/getBotInfo?botId=${botId}`, creator.token)).result.reviewStatus).toBe(
      "pending",
    );

    const edit = await post("/ai/roleInfo/modifyBotInfoV2", { botId, intro: "Changed" }, creator.token);
    expect(edit.message).toBe(CharacterMessages.inReview);
    const hide = await post(
      "/ai/roleInfo/updateBotVisibility",
      { botId, visibility: "private" },
      creator.token,
    );
    expect(hide.message).toBe(CharacterMessages.inReview);
    expect((await get(`/ai/roleInfo/getBotEditInfo?botId=${botId}`, creator.token)).result.intro).toBe(
      "A ferryman.",
    );

    const queue = await get("/admin/review/list", reviewer.token);
    expect(queue.code).toBe(0);
    expect(queue.result.find((item: { botId: string }) => item.botId === botId)).toMatchObject({
      botName: "Marlow Reed",
      greeting: "Tide's turning, friend.",
      creator: { userId: creator.user.id },
    });
  });

  it("only reviewers may see the queue or decide", async () => {
    const denied = await get("/admin/review/list", creator.token);
    expect(denied.status).toBe(403);
    expect(denied.code).toBe(ResponseCode.FORBIDDEN);
    expect(denied.message).toBe(CharacterMessages.reviewerOnly);
    expect((await get("/admin/review/list", null)).code).toBe(ResponseCode.NEED_LOGIN);
    const created = await post("/ai/roleInfo/addBotV2", { ...bot, name: "Self Approver" }, creator.token);
    const self = await post(
      "/admin/review/decide",
      { botId: created.result.botId, decision: "approve" },
      creator.token,
    );
    expect(self.code).toBe(ResponseCode.FORBIDDEN);
    expect(await myBot(created.result.botId)).toMatchObject({ reviewStatus: "pending" });
  });

  it("the operator listed in ADMIN_EMAILS signs in as an admin", async () => {
    const info = await get("/user/info", reviewer.token);
    expect(info.result.userType).toBe("admin");
    expect((await get("/user/info", creator.token)).result.userType).toBe("user");
  });

  it("reject needs a reason the creator reads; a fixed bot goes back to review and is approved", async () => {
    const botId = (await post("/ai/roleInfo/addBotV2", { ...bot, name: "Rough Draft" }, creator.token)).result
      .botId;
    const noReason = await post(
      "/admin/review/decide",
      { botId, decision: "reject", reason: "  " },
      reviewer.token,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.message).toContain(CharacterMessages.reviewReasonRequired);
    expect(await myBot(botId)).toMatchObject({ reviewStatus: "pending" });

    const rejected = await post(
      "/admin/review/decide",
      { botId, decision: "reject", reason: "The greeting copies another bot." },
      reviewer.token,
    );
    expect(rejected.result.reviewStatus).toBe("rejected");
    expect(await myBot(botId)).toMatchObject({
      reviewStatus: "rejected",
      reviewReason: "The greeting copies another bot.",
    });
    expect((await get(`/ai/roleInfo/getBotInfo?botId=${botId}`, creator.token)).result.reviewReason).toBe(
      "The greeting copies another bot.",
    );
    expect((await get(`/ai/roleInfo/getBotInfo?botId=${botId}`, visitor.token)).status).toBe(404);
    const again = await post("/admin/review/decide", { botId, decision: "approve" }, reviewer.token);
    expect(again.message).toBe(CharacterMessages.notInReview);

    const fixed = await post(
      "/ai/roleInfo/modifyBotInfoV2",
      { botId, greeting: "An original hello." },
      creator.token,
    );
    expect(fixed.result.reviewStatus).toBe("pending");
    expect(await myBot(botId)).toMatchObject({ reviewStatus: "pending", reviewReason: null });
    const approved = await post("/admin/review/decide", { botId, decision: "approve" }, reviewer.token);
    expect(approved.result).toMatchObject({ reviewStatus: "approved", visibility: "public" });
    expect(await listedIds()).toContain(botId);
    expect((await get(`/ai/roleInfo/getBotInfo?botId=${botId}`, visitor.token)).result.greeting).toBe(
      "An original hello.",
    );
  });

  it("a private bot needs no review until it is shown to others", async () => {
    const created = await post(
      "/ai/roleInfo/addBotV2",
      { ...bot, name: "Quiet Draft", visibility: "private" },
      creator.token,
    );
    expect(created.result).toMatchObject({ visibility: "private", reviewStatus: "approved" });
    const edited = await post(
      "/ai/roleInfo/modifyBotInfoV2",
      { botId: created.result.botId, intro: "Still private" },
      creator.token,
    );
    expect(edited.result.reviewStatus).toBe("approved");
    const shown = await post(
      "/ai/roleInfo/updateBotVisibility",
      { botId: created.result.botId, visibility: "unlisted" },
      creator.token,
    );
    expect(shown.result).toMatchObject({ visibility: "unlisted", reviewStatus: "pending" });
    expect((await get(`/ai/roleInfo/getBotInfo?botId=${created.result.botId}`, visitor.token)).status).toBe(
      404,
    );
  });
});
