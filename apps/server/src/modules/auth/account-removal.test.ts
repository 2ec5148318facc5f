import { ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, latestCode } from "../../../test/accounts.ts";
import { buildBot, buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { backgroundContext } from "../../context.ts";
import { bots } from "../bots/bots.schema.ts";
import { chatMessages, dialogues, personas } from "../chat/chat.schema.ts";
import { accountSightings } from "../missions/missions.schema.ts";
import { roomMessages, rooms } from "../rooms/rooms.schema.ts";
import { users } from "../users/users.schema.ts";
import { removeDueAccounts } from "./account-removal.service.ts";
import { userIdentities } from "./auth.schema.ts";

const DAY = 24 * 3600 * 1000;
const clock = movableClock();
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

const removeDue = () => removeDueAccounts(backgroundContext({ ...harness, clock }));

describe("account removal", () => {
  it("schedules removal 14 days out, signs out, and a login within the window cancels it", async () => {
    const { email, password, token } = await buildSession(harness.database.db, { now: clock.now() });
    const removal = await call(harness.app, "GET", "/api/user/logoff", { token });
    expect(new Date(removal.result.removalScheduledAt).getTime()).toBe(clock.now().getTime() + 14 * DAY);
    expect((await call(harness.app, "GET", "/api/user/info", { token })).code).toBe(ResponseCode.LOGGED_OUT);

    clock.advance(13 * DAY);
    const back = await call(harness.app, "POST", "/api/user/login", {
      body: { srcType: "LOCAL", email, userPwd: password },
    });
    expect(back.result.removalScheduledAt).toBeNull();
    clock.advance(2 * DAY);
    expect(await removeDue()).toBe(0);
    expect(
      (await call(harness.app, "GET", "/api/user/info", { token: back.result.token })).result.email,
    ).toBe(email);
  });

  it("erases personal data after the window, keeps the row, and makes the user's bots private", async () => {
    const { email, password, token, user } = await buildSession(harness.database.db, { now: clock.now() });
    const userId = Number(user.id);
    const [creator] = await harness.database.db.select().from(users).where(eq(users.slug, "inkwell-mira"));
    // Give the user a bot and an identity, so the test sees both handled.
    const bot = await buildBot(harness.database.db, { creatorId: userId, name: "Temp Bot" });
    await harness.database.db
      .insert(userIdentities)
      .values({ userId, platform: "google", providerUserId: `g-${userId}` });
    // …and a conversation and a persona, which are personal data too.
    const [mira] = await harness.database.db
      .select()
      .from(bots)
      .where(eq(bots.creatorId, creator!.id))
      .limit(1);
    const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", {
      token,
      body: { botId: String(mira!.id) },
    });
    expect(entered.code).toBe(0);
    await call(harness.app, "POST", "/api/mask/saveMask", { token, body: { name: "Secret me" } });
    // …and a room with their own bot and Mira, and what they said in it.
    const room = await call(harness.app, "POST", "/api/room/create", {
      token,
      body: { name: "Secret room", botIds: [bot.botId, String(mira!.id)] },
    });
    expect(room.code, room.message).toBe(0);
    await call(harness.app, "POST", "/api/room/sendMessage", {
      token,
      body: { roomId: room.result.roomId, content: "Between us." },
    });
    // Asking for the invitation link notes where the account was seen from.
    await call(harness.app, "POST", "/api/user/invitation/code", { token });
    const sightings = () =>
      harness.database.db.select().from(accountSightings).where(eq(accountSightings.userId, userId));
    expect(await sightings()).toHaveLength(1);
    await call(harness.app, "GET", "/api/user/logoff", { token });

    clock.advance(14 * DAY - 60_000);
    expect(await removeDue()).toBe(0);
    clock.advance(2 * 60_000);
    expect(await removeDue()).toBe(1);

    const [row] = await harness.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      email: null,
      phone: null,
      passwordHash: null,
      userName: "Removed user",
      bio: "",
    });
    expect(row!.removedAt).not.toBeNull();
    const [botAfter] = await harness.database.db.select().from(bots).where(eq(bots.id, bot!.id));
    expect(botAfter!.visibility).toBe("private");
    expect(
      await harness.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
    ).toEqual([]);
    expect(creator!.removedAt).toBeNull();
    expect(await harness.database.db.select().from(dialogues).where(eq(dialogues.userId, userId))).toEqual(
      [],
    );
    expect(
      await harness.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.dialogueId, Number(entered.result.dialogueId))),
    ).toEqual([]);
    expect(await harness.database.db.select().from(personas).where(eq(personas.userId, userId))).toEqual([]);
    expect(await harness.database.db.select().from(rooms).where(eq(rooms.userId, userId))).toEqual([]);
    expect(
      await harness.database.db
        .select()
        .from(roomMessages)
        .where(eq(roomMessages.roomId, Number(room.result.roomId))),
    ).toEqual([]);
    expect(await sightings()).toEqual([]);

    // The address is free again: logging in with it starts a brand-new account.
    const fresh = await call(harness.app, "POST", "/api/user/login", {
      body: { srcType: "LOCAL", email, userPwd: password },
    });
    expect(fresh.result).toMatchObject({ needValidEmail: true, token: null });
    const verified = await call(harness.app, "POST", "/api/user/valid/email", {
      body: { email, authCode: await latestCode(harness.app, email!) },
    });
    expect(verified.result).toMatchObject({ email, isNewUser: true });
    expect(verified.result.id).not.toBe(user.id);
  });
});
