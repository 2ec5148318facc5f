import { describe, expect, it } from "vitest";
import { ALLOWED } from "../../test/authorization/outcomes.ts";
import { botIn, CREATOR_ID, expectedIn, POLICY_ACTORS } from "../../test/authorization/policy-actors.ts";
import { BOT_STATES, ROLES, type Role } from "../../test/authorization/roles.ts";
import { ROWS } from "../../test/authorization/rows.ts";
import { FIXTURES } from "../../test/authorization/table.ts";
import type { Actor } from "./actor.ts";
import { type BotAction, canOnBot } from "./bot.policy.ts";

/**
 * The authorization matrix drives the bot policy directly, without HTTP: for the matrix rows whose
 * answer is the bot policy's alone, each role in each bot state must be allowed by `canOnBot` exactly
 * when the row expects ALLOWED. The same rows run over HTTP in src/authorization.test.ts.
 */
const ROW_ACTIONS: Record<string, BotAction> = {
  "bot detail": "view",
  "export a card whose definition is shared": "export",
  "export a card whose definition is hidden": "export",
  "enter a new dialogue": "chat",
  "edit info": "manage",
  "profile pin (/profile/setTop)": "manage",
  "profile pin (/profile/unsetTop)": "manage",
};

const ACTORS: Record<Role, Actor> = POLICY_ACTORS;

describe("the bot policy, driven by the authorization matrix", () => {
  const rows = ROWS.filter((row) => row.name in ROW_ACTIONS);

  it("covers every row it names", () => {
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(ROW_ACTIONS).sort());
  });

  for (const row of rows) {
    it(`${row.name}: ${ROW_ACTIONS[row.name]}`, () => {
      const action = ROW_ACTIONS[row.name]!;
      const definitionVisible = FIXTURES[row.fixture]?.sharedDefinition === true;
      for (const role of ROLES) {
        // Visitors are turned away by the route's access before any policy when the route needs a user.
        if (role === "anonymous" && action === "chat") continue;
        for (const state of BOT_STATES) {
          const allowed = expectedIn(row.expect[role], state) === ALLOWED;
          expect(canOnBot(ACTORS[role], action, botIn(state, definitionVisible)), `${role}, ${state}`).toBe(
            allowed,
          );
        }
      }
    });
  }

  it("never allows anything on a bot that does not exist", () => {
    for (const action of ["view", "chat", "readDefinition", "export", "keepChats", "manage"] as const)
      expect(canOnBot({ userId: CREATOR_ID }, action, undefined)).toBe(false);
  });

  it("lets the creator keep chats with a removed bot, and no one else", () => {
    const removed = botIn("removed", false);
    expect(canOnBot(ACTORS.creator, "keepChats", removed)).toBe(true);
    expect(canOnBot(ACTORS.chatter, "keepChats", removed)).toBe(false);
    expect(canOnBot(ACTORS.chatter, "keepChats", botIn("private", false))).toBe(true);
  });

  it("shows the definition to others only when the creator shares it on an open bot", () => {
    expect(canOnBot(ACTORS.free, "readDefinition", botIn("public", false))).toBe(false);
    expect(canOnBot(ACTORS.free, "readDefinition", botIn("unlisted", true))).toBe(true);
    expect(canOnBot(ACTORS.free, "readDefinition", botIn("inReview", true))).toBe(false);
    expect(canOnBot(ACTORS.creator, "readDefinition", botIn("private", false))).toBe(true);
  });
});
