import { readFileSync } from "node:fs";
import path from "node:path";
import { ResponseCode } from "@fable/contract";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, latestCode, uniqueEmail } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { cryptoRandom, type Random } from "../../context.ts";
import { migrationsDir } from "../../db/migrate.ts";
import { isFlagged } from "../../lib/word-filter.ts";
import { generateUserName } from "./generated-names.ts";
import { users } from "./users.schema.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const GENERATED = /^[A-Z][a-z]+ [A-Z][a-z]+ [1-9]\d{0,2}$/;

/** A Random whose bytes are a fixed sequence of 32-bit numbers, so a test knows which words are drawn. */
function scriptedRandom(numbers: number[]): Random {
  let next = 0;
  return {
    bytes: (size) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32BE(numbers[next++ % numbers.length]!, 0);
      return buffer;
    },
    digits: (length) => "0".repeat(length),
  };
}

/** Signs up through the real flow with the body given, and answers the new account's info. */
async function signUpWith(body: Record<string, unknown>) {
  const email = uniqueEmail("name");
  const pending = await call(harness.app, "POST", "/api/user/login", {
    body: { srcType: "LOCAL", email, userPwd: "secret42", ...body },
  });
  const verified = await call(harness.app, "POST", "/api/user/valid/email", {
    body: { email, authCode: await latestCode(harness.app, email) },
  });
  return { email, pending, user: verified.result };
}

describe("generated names", () => {
  it("draws adjective, noun and number from the context's randomness", () => {
    // Number first (41 % 999 + 1), then the first adjective and the second noun.
    expect(generateUserName(scriptedRandom([41, 0, 1]))).toBe("Amber Comet 42");
    expect(generateUserName(scriptedRandom([41, 0, 1]))).toBe(generateUserName(scriptedRandom([41, 0, 1])));
  });

  it("draws again when a combination is refused, and never gives a refused one", () => {
    const seen: string[] = [];
    const name = generateUserName(scriptedRandom([41, 0, 1, 7, 2, 3]), (candidate) => {
      seen.push(candidate);
      return seen.length > 1;
    });
    expect(seen).toEqual(["Amber Comet 42", "Bright Crane 8"]);
    expect(name).toBe("Bright Crane 8");
    expect(generateUserName(scriptedRandom([5]), () => false)).toBe("Fable Reader");
  });

  it('skips a combination the moderation word list flags ("455" reads as a swear word)', () => {
    expect(isFlagged("Witty Lark 455")).toBe(true);
    // Witty is adjective 34, Lark noun 14; the second draw is "Amber Comet 42".
    expect(generateUserName(scriptedRandom([454, 34, 14, 41, 0, 1]))).toBe("Amber Comet 42");
  });

  it("always passes the moderation word list", () => {
    for (let draw = 0; draw < 300; draw++) {
      const name = generateUserName(cryptoRandom);
      expect(name).toMatch(GENERATED);
      expect(isFlagged(name)).toBe(false);
    }
  });

  it("is offered to visitors at GET /api/user/name/suggestion", async () => {
    const suggestion = await call(harness.app, "GET", "/api/user/name/suggestion");
    expect(suggestion).toMatchObject({ code: 0, status: 200 });
    expect(suggestion.result.userName).toMatch(GENERATED);
  });
});

describe("the name of a new email account", () => {
  it("is never the email's local part when no name is given", async () => {
    const { email, pending, user } = await signUpWith({});
    // The login's own answer names no one: it is the same for every address (issue 15, item 8).
    expect(pending.result.userName).toBe("");
    expect(user.userName).toMatch(GENERATED);
    expect(user.userName.toLowerCase()).not.toContain(email.split("@")[0]!.toLowerCase());
    expect(user.namePromptPending).toBe(false);
  });

  it("is the name chosen at sign-up, trimmed", async () => {
    const { user } = await signUpWith({ userName: "  Quiet Reader " });
    expect(user).toMatchObject({ userName: "Quiet Reader", namePromptPending: false });
  });

  it("is the one repeated by whoever verifies the code, not a squatter's earlier attempt", async () => {
    const email = uniqueEmail("squat-name");
    await call(harness.app, "POST", "/api/user/login", {
      body: { srcType: "LOCAL", email, userPwd: "squatter42", userName: "Squatter Name" },
    });
    const verified = await call(harness.app, "POST", "/api/user/valid/email", {
      body: {
        email,
        authCode: await latestCode(harness.app, email),
        userPwd: "owner4242",
        userName: "Owner Name",
      },
    });
    expect(verified.result).toMatchObject({ userName: "Owner Name", namePromptPending: false });
  });

  it("is checked like a name saved later, with a message naming the field", async () => {
    for (const [userName, message] of [
      ["   ", /^body\.userName: The user name cannot be empty$/],
      ["x".repeat(31), /^body\.userName: /],
    ] as const) {
      const response = await call(harness.app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email: uniqueEmail("bad-name"), userPwd: "secret42", userName },
      });
      expect(response).toMatchObject({ status: 400, code: ResponseCode.INVALID_INPUT, result: null });
      expect(response.message).toMatch(message);
    }
  });

  it("is not changed by a later login that carries a name", async () => {
    const { email, password, user } = await buildSession(harness.database.db);
    const again = await call(harness.app, "POST", "/api/user/login", {
      body: { srcType: "LOCAL", email, userPwd: password, userName: "Someone Else" },
    });
    expect(again.result.userName).toBe(user.userName);
  });
});

describe("the one-time name prompt", () => {
  const promptedUser = () =>
    buildSession(harness.database.db, { userOverrides: { namePromptPending: true } });
  const update = (token: string, body: object) =>
    call(harness.app, "POST", "/api/user/update", { token, body });

  it("is told in the user info and outlives changes that are not the name", async () => {
    const { token } = await promptedUser();
    expect((await call(harness.app, "GET", "/api/user/info", { token })).result.namePromptPending).toBe(true);
    expect((await update(token, { bio: "Hello." })).result.namePromptPending).toBe(true);
  });

  it("is answered by saving a new name", async () => {
    const { token } = await promptedUser();
    const saved = await update(token, { userName: "Harbor Light" });
    expect(saved.result).toMatchObject({ userName: "Harbor Light", namePromptPending: false });
    expect((await call(harness.app, "GET", "/api/user/info", { token })).result.namePromptPending).toBe(
      false,
    );
  });

  it("is answered by keeping the generated name (saving it unchanged)", async () => {
    const { token, user } = await promptedUser();
    const kept = await update(token, { userName: user.userName });
    expect(kept.result).toMatchObject({ userName: user.userName, namePromptPending: false });
  });
});

describe("the migration's backfill of email-derived names", () => {
  const migration = readFileSync(
    path.join(migrationsDir(), "0015_oauth_binding_and_public_names.sql"),
    "utf8",
  );
  const dataStep = migration.slice(migration.indexOf("-- data step (hand-written)"));

  it("gives every name taken from the email a generated one and asks once; leaves chosen names", async () => {
    const tag = uniqueEmail("tag").split("@")[0]!;
    const long = `a${"b".repeat(34)}-${tag}`;
    const accounts = [
      { email: `ada.${tag}@example.com`, userName: `ada.${tag}`, srcType: "LOCAL" },
      { email: `Mixed.${tag}@example.com`, userName: `MIXED.${tag}`, srcType: "LOCAL" },
      { email: `${long}@example.com`, userName: long.slice(0, 30), srcType: "LOCAL" },
      { email: `relay.${tag}@privaterelay.appleid.com`, userName: `relay.${tag}`, srcType: "APPLE" },
      { email: `grace.${tag}@example.com`, userName: "Grace Hopper", srcType: "GOOGLE" },
      { email: `chosen.${tag}@example.com`, userName: `chosen.${tag} fan`, srcType: "LOCAL" },
      {
        email: null,
        phone: `139${tag.slice(-8).replace(/\D/g, "7").padStart(8, "7")}`,
        userName: "User 1234",
        srcType: "PHONE",
      },
    ];
    const inserted = await harness.database.db
      .insert(users)
      .values(accounts)
      .returning({ id: users.id, userName: users.userName });
    await harness.database.db.execute(sql.raw(dataStep));
    const after = await harness.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          inserted.map((row) => row.id),
        ),
      )
      .orderBy(users.id);

    const replaced = after.slice(0, 4);
    for (const row of replaced) {
      expect(row.userName).toMatch(GENERATED);
      expect(isFlagged(row.userName)).toBe(false);
      expect(row.namePromptPending).toBe(true);
    }
    const kept = after.slice(4);
    expect(kept.map((row) => row.userName)).toEqual(["Grace Hopper", `chosen.${tag} fan`, "User 1234"]);
    expect(kept.every((row) => !row.namePromptPending)).toBe(true);
  });
});
