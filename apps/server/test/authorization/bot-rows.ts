import {
  ALLOWED,
  always,
  BOT_NOT_FOUND,
  BOT_UNAVAILABLE,
  IN_REVIEW,
  NOT_IN_REVIEW,
  openOr,
} from "./outcomes.ts";
import { ADMINS, forSignedIn, OWN_BOT, REVIEWERS, type Row, signedInExcept } from "./table.ts";
import type { World } from "./world.ts";

/** The creator may change a bot unless it waits for a reviewer (docs/product.md#bot-review). */
const OWN_BOT_CHANGE = signedInExcept(always(BOT_NOT_FOUND), {
  creator: { public: ALLOWED, unlisted: ALLOWED, private: ALLOWED, inReview: IN_REVIEW, removed: ALLOWED },
});

/** Others may export a shared definition only from a public, approved bot. */
const LISTED_EXPORT = {
  public: ALLOWED,
  unlisted: BOT_NOT_FOUND,
  private: BOT_NOT_FOUND,
  inReview: BOT_NOT_FOUND,
  removed: BOT_NOT_FOUND,
};

/** Bots, their cards and definitions, review decisions and profile pins (bots and social modules). */
export const BOT_ROWS: Row[] = [
  {
    name: "bot detail",
    method: "GET",
    path: "/ai/roleInfo/getBotInfo",
    object: "the bot",
    fixture: "main",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId } }),
    expect: {
      ...signedInExcept(openOr(ALLOWED, BOT_NOT_FOUND), { creator: always(ALLOWED) }),
      anonymous: openOr(ALLOWED, BOT_NOT_FOUND),
    },
  },
  {
    name: "export a card whose definition is shared",
    method: "GET",
    path: "/ai/roleInfo/exportCard",
    object: "the bot",
    fixture: "main",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId, format: "json" } }),
    expect: {
      ...signedInExcept(LISTED_EXPORT, { creator: always(ALLOWED) }),
      anonymous: LISTED_EXPORT,
    },
  },
  {
    name: "export a card whose definition is hidden",
    method: "GET",
    path: "/ai/roleInfo/exportCard",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId, format: "json" } }),
    expect: { ...OWN_BOT, anonymous: always(BOT_NOT_FOUND) },
  },
  {
    name: "edit info",
    method: "GET",
    path: "/ai/roleInfo/getBotEditInfo",
    object: "the bot",
    fixture: "main",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId } }),
    expect: OWN_BOT,
  },
  {
    name: "edit the bot",
    method: "POST",
    path: "/ai/roleInfo/modifyBotInfoV2",
    object: "the bot",
    fixture: "modify",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, intro: "Rewritten by someone." } }),
    expect: OWN_BOT_CHANGE,
    writes: true,
  },
  {
    name: "change visibility",
    method: "POST",
    path: "/ai/roleInfo/updateBotVisibility",
    object: "the bot",
    fixture: "visibility",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, visibility: "private" } }),
    expect: OWN_BOT_CHANGE,
    writes: true,
  },
  {
    name: "change personality",
    method: "POST",
    path: "/ai/roleInfo/updateBotPersonality",
    object: "the bot",
    fixture: "personality",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, personality: "cold, distant" } }),
    expect: OWN_BOT_CHANGE,
    writes: true,
  },
  {
    name: "model settings bounds",
    method: "GET",
    path: "/ai/roleInfo/botModelBounds",
    object: "the bot",
    fixture: "main",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId } }),
    expect: OWN_BOT,
  },
  {
    name: "the bot's pinned model scene",
    method: "GET",
    path: "/admin/bots/modelScene",
    object: "the bot",
    fixture: "main",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId } }),
    expect: ADMINS(always(ALLOWED)),
  },
  {
    name: "pin the bot to a model scene",
    method: "POST",
    path: "/admin/bots/modelScene",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    // Unpinning a bot that is not pinned: an allowed call leaves the fixture as the next cell needs it.
    request: (t) => ({ body: { botId: t.botId, sceneId: null } }),
    expect: ADMINS(always(ALLOWED)),
    writes: true,
  },
  {
    name: "lock the bot behind a rewarded ad",
    method: "POST",
    path: "/admin/bots/adsLock",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    // Opening a bot that is not locked: an allowed call leaves the fixture as the next cell needs it.
    request: (t) => ({ body: { botId: t.botId, locked: false } }),
    expect: ADMINS(always(ALLOWED)),
    writes: true,
  },
  {
    name: "decide a review",
    method: "POST",
    path: "/admin/review/decide",
    object: "the bot",
    fixture: "decide",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, decision: "approve" } }),
    expect: REVIEWERS({
      public: NOT_IN_REVIEW,
      unlisted: NOT_IN_REVIEW,
      private: NOT_IN_REVIEW,
      inReview: ALLOWED,
      removed: NOT_IN_REVIEW,
    }),
    writes: true,
  },
  {
    name: "opened from search",
    method: "POST",
    path: "/ai/roleInfo/save/bot/search/record",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId } }),
    // Only bots search can show are recorded, so unlisted ones are refused too, even to their creator.
    expect: forSignedIn({
      public: ALLOWED,
      unlisted: BOT_UNAVAILABLE,
      private: BOT_UNAVAILABLE,
      inReview: BOT_UNAVAILABLE,
      removed: BOT_UNAVAILABLE,
    }),
    writes: true,
  },
  ...(["/profile/setTop", "/profile/unsetTop"] as const).map(
    (path): Row => ({
      name: `profile pin (${path})`,
      method: "POST",
      path,
      object: "the bot",
      fixture: "plain",
      states: "bot",
      request: (t) => ({ body: { botId: t.botId } }),
      expect: OWN_BOT,
      writes: true,
      // Only three bots may be pinned at once; each allowed pin is taken back so the limit never decides.
      undo: (world: World, t) => unpin(world, t.botId),
    }),
  ),
];

async function unpin(world: World, botId: string) {
  await world.app.inject({
    method: "POST",
    url: "/api/profile/unsetTop",
    payload: { botId },
    headers: { authorization: `Bearer ${world.tokens.creator}` },
  });
}
