import { CharacterMessages, FeedbackMessages, ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { reviewVotes } from "./reviews.schema.ts";

const MINUTE = 60_000;
const clock = movableClock(new Date("2031-03-01T09:00:00Z"));
const adminEmail = uniqueEmail("admin");
let harness: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
let admin: TestAccount;
let botId: string;
let privateBotId: string;

const post = (url: string, body: object, token: string | null) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token: string | null) => call(harness.app, "GET", `/api${url}`, { token });

const createBot = async (name: string, visibility: "public" | "private" = "public") =>
  (await buildBot(harness.database.db, { creatorId: creator.row.id, name, visibility })).botId;

/** Posts a review a minute after the previous one, so "newest" has a clear order. */
async function review(bot: string, content: string, token: string) {
  clock.advance(MINUTE);
  const posted = await post("/bot/reviews/post", { botId: bot, content }, token);
  expect(posted.code).toBe(0);
  return posted.result;
}

const list = (bot: string, token: string | null, extra: object = {}) =>
  post("/bot/reviews/list", { botId: bot, page: 1, limit: 10, ...extra }, token);
const vote = (reviewId: string, value: number, token: string | null) =>
  post("/bot/reviews/vote", { reviewId, vote: value }, token);

beforeAll(async () => {
  harness = await createTestApp({ clock, env: { ADMIN_EMAILS: adminEmail } });
  [creator, alice, bob, carol] = [
    await buildSession(harness.database.db, { now: clock.now() }),
    await buildSession(harness.database.db, { now: clock.now() }),
    await buildSession(harness.database.db, { now: clock.now() }),
    await buildSession(harness.database.db, { now: clock.now() }),
  ];
  admin = await buildSession(harness.database.db, { now: clock.now(), userOverrides: { email: adminEmail } });
  botId = await createBot("Harbor Keeper");
  privateBotId = await createBot("Secret Diary", "private");
});
afterAll(() => harness.close());

describe("signed-out visitors", () => {
  it("cannot post, vote or delete", async () => {
    for (const [url, body] of [
      ["/bot/reviews/post", { botId, content: "Lovely." }],
      ["/bot/reviews/vote", { reviewId: "1", vote: 1 }],
      ["/bot/reviews/deleteReview", { reviewId: "1" }],
    ] as const) {
      const refused = await post(url, body, null);
      expect(refused.status).toBe(401);
      expect(refused.code).toBe(ResponseCode.NEED_LOGIN);
    }
  });
});

describe("POST /bot/reviews/post", () => {
  it("refuses empty, too long, flagged and malformed reviews with clear messages", async () => {
    const blank = await post("/bot/reviews/post", { botId, content: "   " }, alice.token);
    expect(blank.status).toBe(400);
    expect(blank.message).toBe(`body.content: ${FeedbackMessages.reviewEmpty}`);
    const long = await post("/bot/reviews/post", { botId, content: "a".repeat(1001) }, alice.token);
    expect(long.message).toBe(`body.content: ${FeedbackMessages.reviewTooLong}`);
    const flagged = await post("/bot/reviews/post", { botId, content: "What a fucking bore." }, alice.token);
    expect(flagged.status).toBe(400);
    expect(flagged.message).toBe(FeedbackMessages.reviewFlagged);
    const badId = await post("/bot/reviews/post", { botId: "abc", content: "Nice." }, alice.token);
    expect(badId.message).toContain("botId must be an id");
    // Nothing was stored by any of them.
    expect((await list(botId, alice.token)).result.total).toBe(0);
  });

  it("trims the text, accepts exactly 1000 characters and answers the stored review", async () => {
    const longest = await post("/bot/reviews/post", { botId, content: ` ${"b".repeat(1000)} ` }, carol.token);
    expect(longest.code).toBe(0);
    expect(longest.result.content).toBe("b".repeat(1000));
    expect(longest.result).toMatchObject({
      botId,
      author: { userId: carol.user.id, userName: carol.user.userName },
      likes: 0,
      dislikes: 0,
      funs: 0,
      myVote: 0,
      mine: true,
      canDelete: true,
    });
    await post("/bot/reviews/deleteReview", { reviewId: longest.result.id }, carol.token);
  });

  it("refuses another user's private bot and a bot that does not exist, but not the creator's own", async () => {
    for (const bot of [privateBotId, "999999999"]) {
      const refused = await post("/bot/reviews/post", { botId: bot, content: "Peek." }, alice.token);
      expect(refused.code).toBe(ResponseCode.BOT_UNAVAILABLE);
      expect(refused.message).toBe(CharacterMessages.botNotFound);
      expect((await list(bot, alice.token)).code).toBe(ResponseCode.BOT_UNAVAILABLE);
      expect((await get(`/bot/reviews/getStat?botId=${bot}`, alice.token)).code).toBe(
        ResponseCode.BOT_UNAVAILABLE,
      );
    }
    const own = await post(
      "/bot/reviews/post",
      { botId: privateBotId, content: "Notes to self." },
      creator.token,
    );
    expect(own.code).toBe(0);
    expect((await list(privateBotId, creator.token)).result.total).toBe(1);
  });

  it("keeps one review per user and bot: posting again rewrites it and clears its votes", async () => {
    const bot = await createBot("Rewrite Bot");
    const first = await review(bot, "Good, not great.", alice.token);
    expect((await vote(first.id, 1, bob.token)).result.likes).toBe(1);

    const same = await review(bot, "Good, not great.", alice.token);
    expect(same).toMatchObject({ id: first.id, likes: 1, createdAt: first.createdAt });

    const second = await review(bot, "Actually great after a few chats.", alice.token);
    expect(second.id).toBe(first.id);
    expect(second.content).toBe("Actually great after a few chats.");
    expect(second.likes).toBe(0);
    expect(new Date(second.createdAt).getTime()).toBeGreaterThan(new Date(first.createdAt).getTime());
    const page = await list(bot, bob.token);
    expect(page.result.total).toBe(1);
    expect(page.result.list[0]).toMatchObject({ id: first.id, myVote: 0, likes: 0 });
  });
  it("keeps one review even when the same user posts twice at once", async () => {
    const bot = await createBot("Race Bot");
    const posted = await Promise.all(
      ["First take.", "Second take.", "Third take."].map((content) =>
        post("/bot/reviews/post", { botId: bot, content }, bob.token),
      ),
    );
    expect(posted.map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(new Set(posted.map((answer) => answer.result.id)).size).toBe(1);
    expect((await list(bot, null)).result.total).toBe(1);
  });
});

describe("POST /bot/reviews/list and voting", () => {
  let bot: string;
  let aliceReview: { id: string };
  let bobReview: { id: string };
  let carolReview: { id: string };

  beforeAll(async () => {
    bot = await createBot("Lighthouse Cat");
    aliceReview = await review(bot, "Sweet and funny.", alice.token);
    bobReview = await review(bot, "Too sleepy for me.", bob.token);
    carolReview = await review(bot, "Purrfect.", carol.token);
  });

  it("lists newest first to anyone, with authors and nothing marked as the visitor's", async () => {
    const page = await list(bot, null);
    expect(page.code).toBe(0);
    expect(page.result).toMatchObject({ page: 1, limit: 10, total: 3, myReview: null });
    expect(page.result.list.map((item: { id: string }) => item.id)).toEqual([
      carolReview.id,
      bobReview.id,
      aliceReview.id,
    ]);
    expect(page.result.list[0]).toMatchObject({
      content: "Purrfect.",
      author: { userId: carol.user.id, userSlug: carol.user.id, userName: carol.user.userName, avatar: "" },
      myVote: 0,
      mine: false,
      canDelete: false,
    });
  });

  it("votes: a change replaces the vote, 0 removes it, and the counts follow", async () => {
    const liked = await vote(aliceReview.id, 1, bob.token);
    expect(liked.result).toEqual({ reviewId: aliceReview.id, myVote: 1, likes: 1, dislikes: 0, funs: 0 });
    expect((await vote(aliceReview.id, 1, carol.token)).result).toMatchObject({ likes: 2 });
    const changed = await vote(aliceReview.id, 3, bob.token);
    expect(changed.result).toEqual({ reviewId: aliceReview.id, myVote: 3, likes: 1, dislikes: 0, funs: 1 });
    expect((await vote(bobReview.id, 2, alice.token)).result).toMatchObject({ dislikes: 1 });
    const removed = await vote(aliceReview.id, 0, carol.token);
    expect(removed.result).toEqual({ reviewId: aliceReview.id, myVote: 0, likes: 0, dislikes: 0, funs: 1 });
    // Removing a vote that is not there changes nothing.
    expect((await vote(aliceReview.id, 0, carol.token)).result.funs).toBe(1);

    const seenByBob = await list(bot, bob.token);
    const aliceItem = seenByBob.result.list.find((item: { id: string }) => item.id === aliceReview.id);
    expect(aliceItem).toMatchObject({
      likes: 0,
      dislikes: 0,
      funs: 1,
      myVote: 3,
      mine: false,
      canDelete: false,
    });
    expect(seenByBob.result.myReview).toMatchObject({
      id: bobReview.id,
      dislikes: 1,
      mine: true,
      canDelete: true,
    });
  });

  it("refuses a vote on your own review, an unknown vote and an unknown review", async () => {
    const own = await vote(aliceReview.id, 1, alice.token);
    expect(own.status).toBe(403);
    expect(own.message).toBe(FeedbackMessages.ownReviewVote);
    const outOfRange = await vote(aliceReview.id, 4, bob.token);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.message).toBe(`body.vote: ${FeedbackMessages.voteRange}`);
    expect((await vote(aliceReview.id, 1.5, bob.token)).message).toBe(
      `body.vote: ${FeedbackMessages.voteRange}`,
    );
    const missing = await vote("999999999", 1, bob.token);
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(FeedbackMessages.reviewNotFound);
  });

  it("sorts by helpfulness with sort=top and pages without overlap", async () => {
    // Carol's review: 2 likes; Alice's: 1 fun; Bob's: 1 dislike.
    await vote(carolReview.id, 1, alice.token);
    await vote(carolReview.id, 1, bob.token);
    const top = await list(bot, null, { sort: "top" });
    expect(top.result.list.map((item: { id: string }) => item.id)).toEqual([
      carolReview.id,
      aliceReview.id,
      bobReview.id,
    ]);
    const first = await list(bot, null, { sort: "top", limit: 2 });
    const second = await list(bot, null, { sort: "top", limit: 2, page: 2 });
    expect(first.result.list).toHaveLength(2);
    expect(second.result.list.map((item: { id: string }) => item.id)).toEqual([bobReview.id]);
    expect(second.result.total).toBe(3);
    expect((await list(bot, null, { limit: 51 })).status).toBe(400);
    expect((await list(bot, null, { sort: "oldest" })).status).toBe(400);
  });

  it("GET /bot/reviews/getStat counts the reviews and each kind of vote", async () => {
    const stat = await get(`/bot/reviews/getStat?botId=${bot}`, null);
    expect(stat.result).toEqual({ botId: bot, reviews: 3, likes: 2, dislikes: 1, funs: 1 });
    const empty = await createBot("Unreviewed");
    expect((await get(`/bot/reviews/getStat?botId=${empty}`, null)).result).toEqual({
      botId: empty,
      reviews: 0,
      likes: 0,
      dislikes: 0,
      funs: 0,
    });
    expect((await get("/bot/reviews/getStat?botId=x", null)).status).toBe(400);
  });

  it("hides the reviews of a bot that became private, votes included", async () => {
    const hidden = await createBot("Soon Private");
    const item = await review(hidden, "Catch it while you can.", alice.token);
    const made = await post(
      "/ai/roleInfo/updateBotVisibility",
      { botId: hidden, visibility: "private" },
      creator.token,
    );
    expect(made.code).toBe(0);
    expect((await list(hidden, bob.token)).code).toBe(ResponseCode.BOT_UNAVAILABLE);
    expect((await vote(item.id, 1, bob.token)).code).toBe(ResponseCode.BOT_UNAVAILABLE);
    // The author still removes their own words.
    expect((await post("/bot/reviews/deleteReview", { reviewId: item.id }, alice.token)).code).toBe(0);
  });
});

describe("POST /bot/reviews/deleteReview", () => {
  it("lets only the author delete, answering not found to anyone else, and takes the votes along", async () => {
    const bot = await createBot("Delete Me");
    const item = await review(bot, "Short and sweet.", alice.token);
    await vote(item.id, 1, bob.token);
    const votesOf = () =>
      harness.database.db
        .select()
        .from(reviewVotes)
        .where(eq(reviewVotes.reviewId, Number(item.id)));
    expect(await votesOf()).toHaveLength(1);

    const byOther = await post("/bot/reviews/deleteReview", { reviewId: item.id }, bob.token);
    expect(byOther.status).toBe(404);
    expect(byOther.message).toBe(FeedbackMessages.reviewNotFound);
    expect((await list(bot, null)).result.total).toBe(1);

    const byAuthor = await post("/bot/reviews/deleteReview", { reviewId: item.id }, alice.token);
    expect(byAuthor.result).toEqual({ reviewId: item.id });
    expect((await list(bot, null)).result.total).toBe(0);
    expect(await votesOf()).toHaveLength(0);
    expect((await post("/bot/reviews/deleteReview", { reviewId: item.id }, alice.token)).status).toBe(404);
  });

  it("lets a reviewer or admin delete anyone's review, and tells them so in the list", async () => {
    const bot = await createBot("Moderated");
    const item = await review(bot, "Spammy link farm here.", bob.token);
    const seen = await list(bot, admin.token);
    expect(seen.result.list[0]).toMatchObject({ id: item.id, mine: false, canDelete: true });
    const removed = await post("/bot/reviews/deleteReview", { reviewId: item.id }, admin.token);
    expect(removed.code).toBe(0);
    expect((await get(`/bot/reviews/getStat?botId=${bot}`, null)).result.reviews).toBe(0);
  });
});
