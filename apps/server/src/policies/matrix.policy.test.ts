import { describe, expect, it } from "vitest";
import { ALLOWED } from "../../test/authorization/outcomes.ts";
import { botIn, CHATTER_ID, expectedIn, POLICY_ACTORS } from "../../test/authorization/policy-actors.ts";
import { BOT_STATES, type BotState, ROLES, type Role } from "../../test/authorization/roles.ts";
import { ROWS } from "../../test/authorization/rows.ts";
import { OWN_DIALOGUE_TURN, type Row } from "../../test/authorization/table.ts";
import { canOnBot } from "./bot.policy.ts";
import { canOnDialogue } from "./dialogue.policy.ts";
import { canOnMessage } from "./message.policy.ts";
import { canOnPersona } from "./persona.policy.ts";
import { canOnPost } from "./post.policy.ts";
import { canOnReport } from "./report.policy.ts";
import { canOnReview } from "./review.policy.ts";

/**
 * The authorization matrix drives the policies of what users own — dialogues, messages, personas,
 * posts, reviews — and of reports directly, without HTTP (the bot policy has its own file). Each
 * matrix row below is answered by the policies it names, combined as the services combine them; in
 * every bot state each role must be allowed exactly when the row expects ALLOWED. The same rows run
 * over HTTP in src/authorization.test.ts.
 */
type Decide = (role: Role, state: BotState, row: Row) => boolean;

const actor = (role: Role) => POLICY_ACTORS[role];
const bot = (state: BotState) => botIn(state, true);

/** A dialogue of the chatter's is usable while its bot keeps chats; asking the bot for a turn needs `chat` too. */
const dialogueRule: Decide = (role, state, row) =>
  canOnDialogue(actor(role), "use", { userId: CHATTER_ID }) &&
  canOnBot(actor(role), "keepChats", bot(state)) &&
  (row.expect !== OWN_DIALOGUE_TURN || canOnBot(actor(role), "chat", bot(state)));

const messageRule: Decide = (role, state, row) =>
  canOnMessage(actor(role), "use", { dialogueOwnerId: CHATTER_ID }) && dialogueRule(role, state, row);

/** Which policies answer each row, by the object the row addresses or by its name. */
const BY_OBJECT: Record<string, Decide> = {
  "the chatter's dialogue": dialogueRule,
  "a message of the chatter's dialogue": messageRule,
  "the chatter's persona": (role) => canOnPersona(actor(role), "use", { userId: CHATTER_ID }),
  "the chatter's spare persona": (role) => canOnPersona(actor(role), "use", { userId: CHATTER_ID }),
};
const BY_NAME: Record<string, Decide> = {
  "delete a post": (role) => canOnPost(actor(role), "delete", { userId: CHATTER_ID }),
  "delete a review": (role) => canOnReview(actor(role), "delete", { authorId: CHATTER_ID }),
  "report a bot": (role, state) =>
    canOnReport(actor(role), "file", canOnBot(actor(role), "chat", bot(state))),
  "report a message": (role) =>
    canOnReport(actor(role), "file", canOnMessage(actor(role), "report", { dialogueOwnerId: CHATTER_ID })),
  "report a user": (role) => canOnReport(actor(role), "file", true),
  "resolve a report": (role) => canOnReport(actor(role), "review"),
};

/**
 * Rows of these objects whose answer also depends on something outside these policies (a limit, a share
 * rule, whether the server can make pictures at all).
 */
const BEYOND_THESE_POLICIES = new Set([
  "ask the character for a picture",
  "summarise a chat to share",
  "share a chat",
  "prompt debugging, definition hidden",
  "prompt debugging, definition shared",
]);

const decisionFor = (row: Row): Decide | undefined =>
  BEYOND_THESE_POLICIES.has(row.name) ? undefined : (BY_NAME[row.name] ?? BY_OBJECT[row.object]);

describe("the ownership and report policies, driven by the authorization matrix", () => {
  const rows = ROWS.filter((row) => decisionFor(row) !== undefined);

  it("cover the rows of dialogues, messages, personas, post and review deletion, and reports", () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const name of Object.keys(BY_NAME)) expect(rows.map((row) => row.name)).toContain(name);
  });

  for (const row of rows) {
    it(row.name, () => {
      const decide = decisionFor(row)!;
      for (const role of ROLES) {
        for (const state of row.states === "bot" ? BOT_STATES : (["public"] as const)) {
          const allowed = expectedIn(row.expect[role], state) === ALLOWED;
          expect(decide(role, state, row), `${role}, ${state}`).toBe(allowed);
        }
      }
    });
  }

  it("never lets a visitor file a report, even about something everyone sees", () => {
    expect(canOnReport({ userId: null, reviewer: false }, "file", true)).toBe(false);
  });

  it("never allows anything on a message that does not exist", () => {
    expect(canOnMessage({ userId: CHATTER_ID }, "use", undefined)).toBe(false);
  });
});
