import { CharacterMessages, FeedbackMessages, REPORT_REASONS, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import {
  buildBot,
  buildDialogue,
  buildPost,
  buildSession,
  type TestAccount,
} from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { stillImage, uploadImage } from "../../../test/uploads.ts";

const MINUTE = 60_000;
const clock = movableClock(new Date("2031-05-01T09:00:00Z"));
const reviewerEmail = uniqueEmail("reviewer");
let harness: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestAccount;
let reporter: TestAccount;
let other: TestAccount;
let reviewer: TestAccount;
let botId: string;
let privateBotId: string;

const post = (url: string, body: object, token: string | null) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token: string | null) => call(harness.app, "GET", `/api${url}`, { token });
const report = (body: object, token: string | null = reporter.token) => post("/report/add", body, token);

const createBot = async (name: string, visibility: "public" | "private" = "public") =>
  (await buildBot(harness.database.db, { creatorId: creator.row.id, name, greeting: "Ahoy.", visibility }))
    .botId;

beforeAll(async () => {
  harness = await createTestApp({ clock, env: { ADMIN_EMAILS: reviewerEmail } });
  [creator, reporter, other] = [
    await buildSession(harness.database.db, { now: clock.now() }),
    await buildSession(harness.database.db, { now: clock.now() }),
    await buildSession(harness.database.db, { now: clock.now() }),
  ];
  reviewer = await buildSession(harness.database.db, {
    now: clock.now(),
    userOverrides: { email: reviewerEmail },
  });
  botId = await createBot("Dock Rat");
  privateBotId = await createBot("Hidden Hold", "private");
});
afterAll(() => harness.close());

describe("the API document", () => {
  it("lists every review and report call", async () => {
    const document = await harness.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    for (const path of [
      "/api/bot/reviews/post",
      "/api/bot/reviews/list",
      "/api/bot/reviews/vote",
      "/api/bot/reviews/deleteReview",
      "/api/bot/reviews/getStat",
      "/api/report/reasons",
      "/api/report/add",
      "/api/report/list",
      "/api/report/resolve",
    ])
      expect(paths).toContain(path);
  });
});

describe("GET /report/reasons", () => {
  it("lists every reason code with its English label, to anyone", async () => {
    const reasons = await get("/report/reasons", null);
    expect(reasons.code).toBe(0);
    expect(reasons.result).toEqual(REPORT_REASONS.map(({ code, label }) => ({ code, label })));
    expect(reasons.result).toContainEqual({ code: "child_safety", label: "Sexual content involving minors" });
    expect(reasons.result.at(-1)).toEqual({ code: "other", label: "Something else" });
  });
});

describe("POST /report/add", () => {
  it("needs a signed-in user", async () => {
    const refused = await report({ targetType: "bot", targetId: botId, reason: "spam" }, null);
    expect(refused.status).toBe(401);
    expect(refused.code).toBe(ResponseCode.NEED_LOGIN);
  });

  it("needs a known reason, details for 'other', and at most 1000 characters of them", async () => {
    const base = { targetType: "bot", targetId: botId };
    for (const reason of [undefined, "", "  "]) {
      const missing = await report({ ...base, reason });
      expect(missing.status).toBe(400);
      expect(missing.message).toBe(`body.reason: ${FeedbackMessages.reportReasonRequired}`);
    }
    expect((await report({ ...base, reason: "boring" })).message).toBe(
      `body.reason: ${FeedbackMessages.reportReasonUnknown}`,
    );
    expect((await report({ ...base, reason: "other", content: "  " })).message).toBe(
      `body.content: ${FeedbackMessages.reportDetailsRequired}`,
    );
    expect((await report({ ...base, reason: "spam", content: "x".repeat(1001) })).message).toBe(
      `body.content: ${FeedbackMessages.reportDetailsTooLong}`,
    );
    expect((await report({ ...base, targetType: "planet", reason: "spam" })).status).toBe(400);
    expect((await report({ ...base, targetId: "abc", reason: "spam" })).message).toContain(
      "targetId must be an id",
    );
    const listed = await get("/report/list?status=open&limit=50", reviewer.token);
    expect(listed.result.total).toBe(0);
  });

  it("refuses targets that do not exist or the reporter cannot see", async () => {
    const ghost = await report({ targetType: "user", targetId: "999999999", reason: "harassment" });
    expect(ghost.status).toBe(404);
    expect(ghost.message).toBe(FeedbackMessages.reportTargetNotFound);
    for (const targetType of ["message", "post", "review"]) {
      const missing = await report({ targetType, targetId: "999999999", reason: "spam" });
      expect(missing.message).toBe(FeedbackMessages.reportTargetNotFound);
    }
    const hiddenBot = await report({ targetType: "bot", targetId: privateBotId, reason: "spam" });
    expect(hiddenBot.code).toBe(ResponseCode.BOT_UNAVAILABLE);
    expect(hiddenBot.message).toBe(CharacterMessages.botNotFound);

    // Someone else's chat message cannot be reported: no one but them sees it.
    const othersChat = await buildDialogue(harness.database.db, {
      userId: other.row.id,
      botId: Number(botId),
    });
    const othersMessage = String(othersChat.greeting!.id);
    const notYours = await report({ targetType: "message", targetId: othersMessage, reason: "violence" });
    expect(notYours.status).toBe(404);
    expect(notYours.message).toBe(FeedbackMessages.reportTargetNotFound);
  });

  it("files reports of each kind of target and does not repeat an open one", async () => {
    const chat = await buildDialogue(harness.database.db, { userId: reporter.row.id, botId: Number(botId) });
    const messageId = String(chat.greeting!.id);
    const review = await post(
      "/bot/reviews/post",
      { botId, content: "Buy cheap coins at my site" },
      other.token,
    );
    const shared = await buildPost(harness.database.db, {
      userId: other.row.id,
      botId: Number(botId),
      title: "A night on the docks",
      messages: [{ role: "bot", text: "Ahoy." }],
    });

    const targets = [
      { targetType: "bot", targetId: botId, reason: "impersonation" },
      { targetType: "user", targetId: other.user.id, reason: "harassment", content: "Keeps messaging me." },
      { targetType: "message", targetId: messageId, reason: "violence" },
      { targetType: "post", targetId: String(shared!.id), reason: "copyright" },
      { targetType: "review", targetId: review.result.id, reason: "spam" },
    ];
    const filed: string[] = [];
    for (const target of targets) {
      clock.advance(MINUTE);
      const added = await report(target);
      expect(added.code).toBe(0);
      expect(added.result).toMatchObject({ status: "open", alreadyReported: false });
      filed.push(added.result.reportId);
    }
    expect(new Set(filed).size).toBe(5);

    const again = await report({ targetType: "bot", targetId: botId, reason: "spam", content: "Still bad." });
    expect(again.result).toEqual({ reportId: filed[0], status: "open", alreadyReported: true });
    // Another user's report of the same bot is their own.
    const byOther = await report({ targetType: "bot", targetId: botId, reason: "spam" }, other.token);
    expect(byOther.result.alreadyReported).toBe(false);
    expect(byOther.result.reportId).not.toBe(filed[0]);

    const queue = await get("/report/list?status=open&page=1&limit=50", reviewer.token);
    expect(queue.result.total).toBe(6);
    // Oldest first, with what each target is.
    expect(queue.result.list.map((item: { id: string }) => item.id)).toEqual([
      ...filed,
      byOther.result.reportId,
    ]);
    expect(
      queue.result.list.slice(0, 5).map((item: { targetPreview: string }) => item.targetPreview),
    ).toEqual([
      "Dock Rat",
      other.user.userName,
      "Ahoy.",
      "A night on the docks",
      "Buy cheap coins at my site",
    ]);
    expect(queue.result.list[1]).toMatchObject({
      targetType: "user",
      targetId: other.user.id,
      reason: "harassment",
      content: "Keeps messaging me.",
      pictureUrl: null,
      status: "open",
      reporter: { userId: reporter.user.id, userName: reporter.user.userName },
    });
  });

  it("makes one report when the same report arrives twice at once", async () => {
    const bot = await createBot("Double Tap");
    const target = { targetType: "bot", targetId: bot, reason: "spam" };
    const [first, second] = await Promise.all([report(target, other.token), report(target, other.token)]);
    expect(first.result.reportId).toBe(second.result.reportId);
    expect([first.result.alreadyReported, second.result.alreadyReported].sort()).toEqual([false, true]);
  });

  it("accepts only a picture uploaded here", async () => {
    const target = { targetType: "user", targetId: creator.user.id, reason: "hate" };
    for (const pictureUrl of [
      "https://evil.example/picture.webp",
      "/uploads/images/0123456789abcdef0123456789abcdef.webp",
      "/uploads/../config.json",
      "javascript:alert(1)",
    ]) {
      const refused = await report({ ...target, pictureUrl });
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(FeedbackMessages.reportPictureInvalid);
    }
    const uploaded = await uploadImage(harness.app, reporter.token, await stillImage(64, 64), "image");
    expect(uploaded.code).toBe(0);
    const filed = await report({ ...target, pictureUrl: uploaded.result.url });
    expect(filed.code).toBe(0);
    const queue = await get("/report/list?limit=50", reviewer.token);
    const item = queue.result.list.find((entry: { id: string }) => entry.id === filed.result.reportId);
    expect(item.pictureUrl).toBe(uploaded.result.url);
    expect(item.pictureUrl).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
  });

  it("limits one account to 30 reports a minute", async () => {
    const spammer = await buildSession(harness.database.db, { now: clock.now() });
    const target = { targetType: "bot", targetId: botId, reason: "spam" };
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect((await report(target, spammer.token)).code).toBe(0);
    const limited = await report(target, spammer.token);
    expect(limited.status).toBe(429);
    expect(limited.code).toBe(ResponseCode.TOO_MANY_REQUESTS);
    clock.advance(MINUTE);
    expect((await report(target, spammer.token)).result.alreadyReported).toBe(true);
  });
});

describe("the reviewers' side", () => {
  it("is refused to everyone else, as the bot review queue is", async () => {
    const denied = await get("/report/list", reporter.token);
    expect(denied.status).toBe(403);
    expect(denied.code).toBe(ResponseCode.FORBIDDEN);
    expect(denied.message).toBe(CharacterMessages.reviewerOnly);
    expect((await get("/report/list", null)).code).toBe(ResponseCode.NEED_LOGIN);
    const queue = await get("/report/list", reviewer.token);
    const resolve = await post(
      "/report/resolve",
      { reportId: queue.result.list[0].id, status: "resolved" },
      reporter.token,
    );
    expect(resolve.status).toBe(403);
    expect(resolve.message).toBe(CharacterMessages.reviewerOnly);
    expect((await get("/report/list", reviewer.token)).result.list[0].status).toBe("open");
  });

  it("pages the queue and checks its query", async () => {
    const all = await get("/report/list?status=open&page=&limit=", reviewer.token);
    expect(all.result).toMatchObject({ page: 1, limit: 20 });
    const first = await get("/report/list?limit=2", reviewer.token);
    const second = await get("/report/list?limit=2&page=2", reviewer.token);
    expect(first.result.list.map((item: { id: string }) => item.id)).toEqual(
      all.result.list.slice(0, 2).map((item: { id: string }) => item.id),
    );
    expect(second.result.list.map((item: { id: string }) => item.id)).toEqual(
      all.result.list.slice(2, 4).map((item: { id: string }) => item.id),
    );
    expect((await get("/report/list?limit=51", reviewer.token)).status).toBe(400);
    expect((await get("/report/list?status=closed", reviewer.token)).status).toBe(400);
  });

  it("resolves or dismisses an open report once; the reporter may then report again", async () => {
    const target = { targetType: "bot", targetId: botId, reason: "impersonation" };
    const open = await report(target);
    expect(open.result.alreadyReported).toBe(true);

    const resolved = await post(
      "/report/resolve",
      { reportId: open.result.reportId, status: "resolved" },
      reviewer.token,
    );
    expect(resolved.code).toBe(0);
    expect(resolved.result).toMatchObject({
      id: open.result.reportId,
      status: "resolved",
      targetPreview: "Dock Rat",
    });
    const twice = await post(
      "/report/resolve",
      { reportId: open.result.reportId, status: "dismissed" },
      reviewer.token,
    );
    expect(twice.code).toBe(ResponseCode.FAILED);
    expect(twice.message).toBe(FeedbackMessages.reportClosed);
    const missing = await post(
      "/report/resolve",
      { reportId: "999999999", status: "resolved" },
      reviewer.token,
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(FeedbackMessages.reportNotFound);
    expect(
      (await post("/report/resolve", { reportId: open.result.reportId, status: "open" }, reviewer.token))
        .status,
    ).toBe(400);

    const history = await get("/report/list?status=resolved", reviewer.token);
    expect(history.result.total).toBe(1);
    expect(history.result.list[0].id).toBe(open.result.reportId);
    const openIds = (await get("/report/list?limit=50", reviewer.token)).result.list.map(
      (item: { id: string }) => item.id,
    );
    expect(openIds).not.toContain(open.result.reportId);

    const anew = await report(target);
    expect(anew.result.alreadyReported).toBe(false);
    expect(anew.result.reportId).not.toBe(open.result.reportId);
  });

  it("shows a target that has gone without a preview", async () => {
    const bot = await createBot("Short Lived");
    const review = await post("/bot/reviews/post", { botId: bot, content: "Meh." }, other.token);
    const filed = await report({ targetType: "review", targetId: review.result.id, reason: "spam" });
    await post("/bot/reviews/deleteReview", { reviewId: review.result.id }, other.token);
    const queue = await get("/report/list?limit=50", reviewer.token);
    const item = queue.result.list.find((entry: { id: string }) => entry.id === filed.result.reportId);
    expect(item).toMatchObject({ targetType: "review", targetId: review.result.id, targetPreview: null });
    const dismissed = await post(
      "/report/resolve",
      { reportId: item.id, status: "dismissed" },
      reviewer.token,
    );
    expect(dismissed.result.status).toBe("dismissed");
    expect((await get("/report/list?status=dismissed", reviewer.token)).result.list[0].id).toBe(item.id);
  });
});
