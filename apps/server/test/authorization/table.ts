import {
  ADMIN_ONLY,
  ALLOWED,
  always,
  BOT_NOT_FOUND,
  BOT_UNAVAILABLE,
  type ByState,
  DIALOGUE_INVALID,
  NEED_LOGIN,
  type Outcome,
  openOr,
  REVIEWER_ONLY,
} from "./outcomes.ts";
import type { Role } from "./roles.ts";
import type { FixtureSpec, Target, World } from "./world.ts";

/** Each role's expected outcome: per bot state for objects that hang off a bot, else one. */
export type Expectations = Record<Role, ByState | Outcome>;

/** One row of the matrix: a route, the object its id addresses, and who may do what to it. */
export interface Row {
  /** Unique; a route appears more than once when it addresses several kinds of object. */
  name: string;
  method: "GET" | "POST" | "DELETE";
  /** The path as the OpenAPI document lists it, without the /api prefix. */
  path: string;
  /** What the id names, in words. */
  object: string;
  /** Which world fixture the row works on: rows whose allowed calls change it get their own. */
  fixture: string;
  /** A role whose allowed call would use the fixture up for the next one works on its own. */
  fixtureByRole?: Partial<Record<Role, string>>;
  /** The route is rate limited per user: the clock moves past the window before each cell. */
  rateLimited?: boolean;
  /** "bot": the object hangs off a bot and is tried in every bot state; "none": it does not. */
  states: "bot" | "none";
  request(target: Target): { query?: Record<string, string>; body?: object };
  expect: Expectations;
  /** The call writes: a refused one must leave the stored fixture exactly as it was. */
  writes?: boolean;
  /** Puts an allowed call's change back, where a limit would otherwise decide the next cell. */
  undo?(world: World, target: Target): Promise<void>;
}

/** The world's fixtures and what each carries (see world.ts); main's creator shares the definition. */
export const FIXTURES: Record<string, FixtureSpec> = {
  main: {
    needs: ["pin", "memory", "mask", "saved", "post", "review", "report", "like"],
    sharedDefinition: true,
  },
  plain: { needs: [] },
  watch: { needs: ["watch"] },
  modify: { needs: [] },
  visibility: { needs: [] },
  personality: { needs: [] },
  decide: { needs: [] },
  regenerate: { needs: [] },
  deleteMessage: { needs: [] },
  hide: { needs: ["saved"] },
  deletePost: { needs: ["post"] },
  deleteReview: { needs: ["review"] },
  moderateReview: { needs: ["review"] },
  resolve: { needs: ["report"] },
  room: { needs: ["room"] },
  picture: { needs: ["picture"] },
  pictureAll: { needs: ["picture"] },
  roomRegenerate: { needs: ["room"] },
  roomDelete: { needs: ["room"] },
  story: { needs: [], story: true },
  storyModify: { needs: [], story: true },
  pdf: { needs: ["pdf"] },
  supplemental: { needs: [] },
  voice: { needs: [] },
};

/** Everyone signed in gets `signedIn`; visitors are asked to log in. */
export const forSignedIn = (signedIn: ByState | Outcome): Expectations => ({
  anonymous: NEED_LOGIN,
  free: signedIn,
  vip: signedIn,
  creator: signedIn,
  chatter: signedIn,
  reviewer: signedIn,
});

/** Everyone signed in gets `others`, one role gets its own answer. */
export const signedInExcept = (
  others: ByState | Outcome,
  special: Partial<Record<Exclude<Role, "anonymous">, ByState | Outcome>>,
): Expectations => ({ ...forSignedIn(others), ...special });

/**
 * The chatter's own dialogue, for calls that only read or arrange it: theirs in every state except
 * when the bot was removed (docs/product.md#bot-unavailable). No one else — the bot's creator and
 * reviewers included — learns it exists.
 */
export const OWN_DIALOGUE = signedInExcept(always(DIALOGUE_INVALID), {
  chatter: {
    public: ALLOWED,
    unlisted: ALLOWED,
    private: ALLOWED,
    inReview: ALLOWED,
    removed: DIALOGUE_INVALID,
  },
});

/** The chatter's own dialogue, for calls that ask the bot for something: the bot must be open too. */
export const OWN_DIALOGUE_TURN = signedInExcept(always(DIALOGUE_INVALID), {
  chatter: {
    public: ALLOWED,
    unlisted: ALLOWED,
    private: BOT_UNAVAILABLE,
    inReview: BOT_UNAVAILABLE,
    removed: DIALOGUE_INVALID,
  },
});

/** A bot to chat with or about: open ones for everyone signed in, hidden ones for their creator. */
export const CHATTABLE_BOT = signedInExcept(openOr(ALLOWED, BOT_UNAVAILABLE), { creator: always(ALLOWED) });

/** The creator's own bot: no one else learns a hidden bot exists. */
export const OWN_BOT = signedInExcept(always(BOT_NOT_FOUND), { creator: always(ALLOWED) });

/** Calls only administrators may make (the reviewer role is an ADMIN_EMAILS administrator). */
export const ADMINS = (admin: ByState | Outcome): Expectations =>
  signedInExcept(ADMIN_ONLY, { reviewer: admin });

/** Calls only reviewers (administrators) may make. */
export const REVIEWERS = (reviewer: ByState | Outcome): Expectations =>
  signedInExcept(REVIEWER_ONLY, { reviewer });
