import { SortType } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../test/accounts.ts";
import { cellsOf, isOutcome } from "../test/authorization/cells.ts";
import { MIXED_ROWS } from "../test/authorization/mixed-rows.ts";
import { documentedRoutes } from "../test/authorization/openapi-routes.ts";
import { ADMIN_ONLY, DIALOGUE_INVALID, NEED_LOGIN, REVIEWER_ONLY } from "../test/authorization/outcomes.ts";
import { type CellRequest, send, traceOf } from "../test/authorization/request.ts";
import type { Role } from "../test/authorization/roles.ts";
import {
  NO_OBJECT_ROUTES,
  THE_ADMINS_EMAIL,
  VALID_BODIES,
} from "../test/authorization/routes-without-object.ts";
import { ROWS } from "../test/authorization/rows.ts";
import { FIXTURES, type Row } from "../test/authorization/table.ts";
import { buildWorld, type World } from "../test/authorization/world.ts";
import { createTestApp, movableClock } from "../test/harness.ts";

/** Rows whose allowed answers legitimately carry the chatter's words: the Joybook post they shared. */
const SHARED_CHAT_PATHS = new Set([
  "/messages/post/info",
  "/messages/post/list",
  "/messages/post/getUserPosts",
  "/post/chat/createDialogue",
]);

/** Longer than any per-user rate window (follows 2 s, reports a minute). */
const PAST_RATE_WINDOW_MS = 61_000;

const reviewerEmail = uniqueEmail("reviewer");
const clock = movableClock();
let harness: Awaited<ReturnType<typeof createTestApp>>;
let world: World;
beforeAll(async () => {
  harness = await createTestApp({
    clock,
    env: {
      REVIEW_MODE: "manual",
      ADMIN_EMAILS: reviewerEmail,
      // Quotas and rates are tested on their own (quotas.test.ts); here only who may call decides.
      QUOTAS: "off",
      MESSAGES_PER_MINUTE: "10000",
      MAX_BOTS_PER_USER: "1000",
      OFFLINE_MODEL_DELAY_MS: "0",
    },
  });
  world = await buildWorld(harness.app, harness.database, reviewerEmail, FIXTURES);
}, 120_000);
afterAll(() => harness.close());

describe("authorization matrix: route × role × bot state", () => {
  it.each(cellsOf(ROWS).map((cell) => [cell.label, cell] as const))("%s", async (_, cell) => {
    const { row, role, state, expected, allowed } = cell;
    const fixture = row.fixtureByRole?.[role] ?? row.fixture;
    const target = world.target(fixture, state === "any" ? "public" : state);
    // Time moves between cells, so a refused call that stamps a time (savedAt …) shows in the trace.
    clock.advance(row.rateLimited ? PAST_RATE_WINDOW_MS : 1_000);
    const checkTrace = row.writes && !allowed;
    const before = checkTrace ? await traceOf(harness.database, target) : undefined;

    const answer = await send(
      harness.app,
      { method: row.method, path: row.path, ...row.request(target) },
      world.tokens[role],
    );

    expect(
      { code: answer.code, status: answer.status, message: answer.message },
      answer.body.slice(0, 300),
    ).toMatchObject(expected);
    if (!allowed) expect(answer.result, "a refusal carries no result").toBeNull();
    if (checkTrace)
      expect(await traceOf(harness.database, target), "a refusal changes nothing").toEqual(before);
    const sharedPublicly = SHARED_CHAT_PATHS.has(row.path) && state === "public";
    if (role !== "chatter" && !sharedPublicly)
      expect(answer.body, "no one but the chatter sees their words").not.toContain(target.secret);
    if (role !== "creator" && !target.definitionShared)
      expect(answer.body, "a hidden definition stays the creator's").not.toContain(target.definitionSecret);
    if (allowed) await row.undo?.(world, target);
  });
});

describe("the matrix covers the API", () => {
  it("has a row for every route that takes an object id, and names the callers of every other route", async () => {
    const document = (await harness.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const routes = documentedRoutes(document);
    const documented = new Set(routes.map((route) => route.key));
    const inTable = new Set(ROWS.map((row) => `${row.method} /api${row.path}`));
    expect({
      withoutRow: routes
        .filter((route) => route.objectIds.length > 0 && !inTable.has(route.key))
        .map((route) => `${route.key} (${route.objectIds.join(", ")})`),
      unlisted: routes
        .filter((route) => route.objectIds.length === 0 && !inTable.has(route.key))
        .filter((route) => !(route.key in NO_OBJECT_ROUTES))
        .map((route) => route.key),
      listedButTakesAnId: routes
        .filter((route) => route.objectIds.length > 0 && route.key in NO_OBJECT_ROUTES)
        .map((route) => route.key),
      notInTheDocument: [...inTable, ...Object.keys(NO_OBJECT_ROUTES)].filter((key) => !documented.has(key)),
    }).toEqual({ withoutRow: [], unlisted: [], listedButTakesAnId: [], notInTheDocument: [] });
  });

  const guarded = Object.entries(NO_OBJECT_ROUTES).filter(([, caller]) => caller !== "anyone");
  it.each(guarded)("%s asks visitors to log in", async (key) => {
    const [method, path] = key.split(" ") as ["GET" | "POST" | "DELETE", string];
    const body = VALID_BODIES[key] ?? {};
    const answer = await send(harness.app, { method, path: path.replace(/^\/api/, ""), body }, null);
    expect({ code: answer.code, status: answer.status, result: answer.result }).toEqual({
      code: NEED_LOGIN.code,
      status: NEED_LOGIN.status,
      result: null,
    });
  });

  const withAdminsEmail = (body: object): object =>
    JSON.parse(JSON.stringify(body).replaceAll(THE_ADMINS_EMAIL, reviewerEmail));

  // The matrix's reviewer is an administrator (ADMIN_EMAILS): allowed on both kinds of route.
  const refusals = { reviewer: REVIEWER_ONLY, admin: ADMIN_ONLY } as const;
  const staffOnly = guarded.filter(([, caller]) => caller === "reviewer" || caller === "admin");
  it.each(staffOnly)("%s refuses users other than a %s", async (key, caller) => {
    const [method, path] = key.split(" ") as ["GET" | "POST" | "DELETE", string];
    // A valid body, so that what refuses the others is the reviewer check and not a missing field.
    const body = VALID_BODIES[key] && withAdminsEmail(VALID_BODIES[key]);
    const request = { method, path: path.replace(/^\/api/, ""), ...(body ? { body } : {}) };
    for (const role of ["free", "vip", "creator", "chatter"] as const) {
      const answer = await send(harness.app, request, world.tokens[role]);
      expect({ code: answer.code, status: answer.status, message: answer.message }, role).toEqual(
        refusals[caller as keyof typeof refusals],
      );
    }
    const allowed = await send(harness.app, request, world.tokens.reviewer);
    expect(allowed.code).toBe(0);
  });
});

/**
 * The rows that read or change the chatter's dialogue or one of its messages. Reporting one's own
 * message stays possible whatever became of the bot: a report is how such a bot gets removed.
 */
const DIALOGUE_ROWS = ROWS.filter(
  (row) => /dialogue|message of/.test(row.object) && row.path !== "/report/add",
);
const expectationsOf = (row: Row, role: Role) => {
  const expectation = row.expect[role];
  return isOutcome(expectation) ? [expectation] : Object.values(expectation);
};

describe("the spec's invariants, as the table states them", () => {
  it("no one but the chatter — the bot's creator and reviewers included — reaches their dialogues", () => {
    expect(DIALOGUE_ROWS.length).toBeGreaterThan(20);
    for (const row of DIALOGUE_ROWS)
      for (const role of ["anonymous", "free", "vip", "creator", "reviewer"] as const)
        for (const outcome of expectationsOf(row, role))
          expect(outcome.code, `${row.name} × ${role}`).not.toBe(0);
  });

  it("a removed bot's dialogues answer 'dialogue id is invalid' to the chatter", () => {
    for (const row of DIALOGUE_ROWS) {
      const chatter = row.expect.chatter;
      expect(isOutcome(chatter) ? chatter : chatter.removed, row.name).toEqual(DIALOGUE_INVALID);
    }
  });
});

/** The ids a list answers (items carry `id` or `botId`). */
const listedIds = async (request: CellRequest, token: string | null = null) => {
  const answer = await send(harness.app, request, token);
  expect(answer.code).toBe(0);
  const result = answer.result as { list?: { id?: string; botId?: string }[] } | { botId: string }[];
  const items = Array.isArray(result) ? result : (result.list ?? []);
  return items.map((item) => String((item as { id?: string }).id ?? (item as { botId?: string }).botId));
};

describe("a removed bot", () => {
  it("leaves its creator their own test chats, to fix the bot and send it back to review", async () => {
    const { botId } = world.target("plain", "removed");
    const asCreator = (path: string, body: object) =>
      send(harness.app, { method: "POST", path, body }, world.tokens.creator);
    const entered = await asCreator("/v1/chat/enterDialogueV2", { botId, newChat: true });
    expect(entered.code).toBe(0);
    const { dialogueId } = entered.result as { dialogueId: string };
    expect((await asCreator("/v1/chat/chat", { botId, dialogueId, content: "Testing." })).code).toBe(0);
    expect((await asCreator("/v1/chat/chatHistory", { dialogueId })).code).toBe(0);
  });
});

describe("what lists show", () => {
  it("an unlisted bot opens by id but is absent from the catalogue, search and profiles", async () => {
    const open = world.target("main", "public");
    const unlisted = world.target("main", "unlisted");
    const byId = {
      method: "GET",
      path: "/ai/roleInfo/getBotInfo",
      query: { botId: unlisted.botId },
    } as const;
    expect((await send(harness.app, byId, world.tokens.free)).code).toBe(0);
    const lists: CellRequest[] = [
      { method: "POST", path: "/ai/roleInfo/queryBotInfo", body: { limit: 50, sortType: SortType.NEWEST } },
      { method: "POST", path: "/ai/roleInfo/queryBotByNameV2", body: { name: "Authz Bot", limit: 50 } },
      { method: "GET", path: "/profile/public-bots", query: { userId: open.creatorId, limit: "50" } },
      { method: "GET", path: "/profile/favorites", query: { userId: open.chatterId, limit: "50" } },
    ];
    for (const list of lists) {
      const ids = await listedIds(list);
      expect(ids, list.path).toContain(open.botId);
      for (const state of ["unlisted", "private", "inReview", "removed"] as const)
        expect(ids, `${list.path} × ${state}`).not.toContain(world.target("main", state).botId);
    }
  });

  it("reviewers see the bots waiting in review, and only those", async () => {
    const queue = await listedIds({ method: "GET", path: "/admin/review/list" }, world.tokens.reviewer);
    expect(queue).toContain(world.target("main", "inReview").botId);
    for (const state of ["public", "unlisted", "private", "removed"] as const)
      expect(queue, state).not.toContain(world.target("main", state).botId);
  });

  it("chats lists leave out a removed bot, whose dialogues are invalid", async () => {
    const as = async (role: Role, method: "GET" | "POST", path: string, body?: object) => {
      const answer = await send(harness.app, { method, path, ...(body ? { body } : {}) }, world.tokens[role]);
      expect(answer.code, `${path}: ${answer.message}`).toBe(0);
      return answer.result as Record<string, string>;
    };
    // A bot the free user chats with and saves a chat of, most recently of all, until it is removed.
    const { botId } = await as("creator", "POST", "/ai/roleInfo/addBotV2", {
      name: "Soon Gone",
      greeting: "Hi.",
    });
    await as("reviewer", "POST", "/admin/review/decide", { botId, decision: "approve" });
    const { dialogueId } = await as("free", "POST", "/v1/chat/enterDialogueV2", { botId });
    await as("free", "POST", "/v1/chat/chat", { botId, dialogueId, content: "Hello." });
    await as("free", "POST", "/v1/chat/saveDialogue", { dialogueId });
    const chats = () => listedIds({ method: "GET", path: "/v1/chat/getBotsWithChatting" }, world.tokens.free);
    const saved = () => as("free", "GET", `/v1/chat/savedChats?botId=${botId}`);
    expect(await chats()).toContain(botId);
    expect(await saved()).toHaveLength(1);

    await as("creator", "POST", "/ai/roleInfo/modifyBotInfoV2", { botId, intro: "Changed." });
    await as("reviewer", "POST", "/admin/review/decide", {
      botId,
      decision: "reject",
      reason: "Off the rules.",
    });
    expect(await chats()).not.toContain(botId);
    expect(await saved()).toHaveLength(0);
  });

  it("personas and chats lists are each user's own", async () => {
    const secret = world.target("main", "public").secret;
    for (const role of ["free", "vip", "creator", "reviewer"] as const) {
      for (const path of ["/mask/listMasks", "/v1/chat/getBotsWithChatting"]) {
        const answer = await send(harness.app, { method: "GET", path }, world.tokens[role]);
        expect(answer.code, `${path} × ${role}`).toBe(0);
        expect(answer.body, `${path} × ${role}`).not.toContain("Wanderer");
        expect(answer.body, `${path} × ${role}`).not.toContain(secret);
      }
    }
    const own = await send(harness.app, { method: "GET", path: "/mask/listMasks" }, world.tokens.chatter);
    expect(own.body).toContain("Wanderer");
  });
});

describe("anonymous Joybook posts", () => {
  it("name no author, and stay off the author's profile", async () => {
    const chat = world.target("plain", "public");
    const shared = await send(
      harness.app,
      {
        method: "POST",
        path: "/messages/post/add",
        body: { dialogueId: chat.dialogueId, msgIds: [chat.userMsgId], title: "Unsigned", showAuthor: false },
      },
      world.tokens.chatter,
    );
    expect(shared.code).toBe(0);
    const postId = (shared.result as { id: string }).id;
    const opened = await send(
      harness.app,
      { method: "GET", path: "/messages/post/info", query: { postId } },
      null,
    );
    expect(opened.result).toMatchObject({ id: postId, userId: null, userName: "" });
    expect(opened.body).not.toContain(`"${world.userIds.chatter}"`);
    const profile = await listedIds({
      method: "POST",
      path: "/messages/post/getUserPosts",
      body: { userId: world.userIds.chatter, limit: 50 },
    });
    expect(profile).not.toContain(postId);
    expect(profile).toContain(world.target("main", "public").postId);
  });
});

describe("someone else's message or persona through one's own dialogue", () => {
  let ownDialogueId: string;
  beforeAll(async () => {
    const plain = world.target("plain", "public");
    const entered = await send(
      harness.app,
      { method: "POST", path: "/v1/chat/enterDialogueV2", body: { botId: plain.botId, newChat: true } },
      world.tokens.free,
    );
    ownDialogueId = (entered.result as { dialogueId: string }).dialogueId;
  });

  it("takes in every such route", () => {
    expect(MIXED_ROWS.length).toBeGreaterThanOrEqual(14);
  });

  it.each(MIXED_ROWS.map((row) => [`${row.method} ${row.path} [${row.name}]`, row] as const))(
    "%s refuses the chatter's ids inside another user's own dialogue",
    async (_, row) => {
      const target = world.target(row.fixture, "public");
      const before = await traceOf(harness.database, target);
      const request = row.request(target);
      const answer = await send(
        harness.app,
        { method: row.method, path: row.path, body: { ...request.body, dialogueId: ownDialogueId } },
        world.tokens.free,
      );
      expect(answer.code, answer.body.slice(0, 200)).not.toBe(0);
      expect(answer.result).toBeNull();
      expect(answer.body).not.toContain(target.secret);
      expect(await traceOf(harness.database, target)).toEqual(before);
    },
  );
});
