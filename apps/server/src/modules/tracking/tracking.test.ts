import { ResponseCode } from "@fable/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { trackingEvents } from "./tracking.schema.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let reader: TestAccount;
beforeAll(async () => {
  harness = await createTestApp();
  reader = await buildSession(harness.database.db);
});
afterAll(() => harness.close());

const newest = (count: number) =>
  harness.database.db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(count);

describe("tracking", () => {
  it("stores a batch, visits with their source and the referrer cut to 200 characters", async () => {
    const sent = await call(harness.app, "POST", "/api/event", {
      body: {
        events: [
          { event_name: "page_view", platform: "Web", event_time: 1_795_000_000_000, device_id: "d-1" },
          {
            event_name: "landing",
            visit: { ref: "abc", referrer: `https://example.com/${"x".repeat(300)}`, utm_source: "news" },
          },
        ],
      },
    });
    expect(sent.result).toEqual({ recorded: 2 });
    const [visit, view] = await newest(2);
    expect(view).toMatchObject({ kind: "event", name: "page_view", userId: null });
    expect(view!.payload).toMatchObject({ platform: "Web", device_id: "d-1" });
    expect(visit).toMatchObject({ kind: "visit", name: "landing" });
    const source = (visit!.payload as { visit: { referrer: string; utm_source: string } }).visit;
    expect(source.referrer).toHaveLength(200);
    expect(source.utm_source).toBe("news");
  });

  it("takes the user from the session, never from the payload", async () => {
    await call(harness.app, "POST", "/api/event", {
      body: { events: [{ event_name: "click", properties: { userId: "1" } }] },
      token: reader.token,
    });
    const [row] = await newest(1);
    expect(row!.userId).toBe(Number(reader.user.id));
  });

  it("records the signed-in user's actions and bot cards, and share-link visits", async () => {
    const anonymous = await call(harness.app, "POST", "/api/user/event/record/add", {
      body: { eventName: "task_share_copylink" },
    });
    expect(anonymous.code).toBe(ResponseCode.NEED_LOGIN);
    const before = await harness.database.db.$count(trackingEvents);
    expect(
      (
        await call(harness.app, "POST", "/api/user/event/record/add", {
          body: { eventName: "task_share_copylink", botId: "100001" },
          token: reader.token,
        })
      ).result,
    ).toEqual({ recorded: 1 });
    await call(harness.app, "POST", "/api/user/bot/record/add", { body: { botId: 100002, type: "show" } });
    await call(harness.app, "POST", "/api/user-action", {
      body: { botId: "100003", tag: "task_share_copylink", type: "VISITED_BY_SHARE_LINK", userId: "10001" },
    });
    expect(await harness.database.db.$count(trackingEvents)).toBe(before + 3);
    const [visit, card] = await newest(2);
    expect(card).toMatchObject({ kind: "bot_record", name: "show", botId: 100002 });
    expect(visit).toMatchObject({ kind: "visit", name: "VISITED_BY_SHARE_LINK", botId: 100003 });
  });

  it("refuses bad batches with a message and stores nothing", async () => {
    const before = await harness.database.db.$count(trackingEvents);
    const cases: [object, string][] = [
      [{ events: [] }, "body.events"],
      [{ events: Array.from({ length: 101 }, () => ({ event_name: "x" })) }, "At most 100 events at once"],
      [{ events: [{ event_name: "" }] }, "event_name is required"],
      [{ events: [{ event_name: "x", platform: "Desktop" }] }, "body.events.0.platform"],
      [{ events: [{ event_name: "x", botId: "12abc" }] }, "body.events.0.botId"],
    ];
    for (const [body, message] of cases) {
      const response = await call(harness.app, "POST", "/api/event", { body });
      expect(response.status).toBe(400);
      expect(response.message).toContain(message);
    }
    expect(await harness.database.db.$count(trackingEvents)).toBe(before);
    const bad = await call(harness.app, "POST", "/api/user/bot/record/add", { body: { botId: -1 } });
    expect(bad.status).toBe(400);
  });

  it("limits a flood from one address without touching others", async () => {
    const body = { events: [{ event_name: "spam" }] };
    let limited = 0;
    for (let i = 0; i < 305; i += 1) {
      const response = await call(harness.app, "POST", "/api/event", { body, ip: "192.0.2.7" });
      if (response.code === ResponseCode.TOO_MANY_REQUESTS) limited += 1;
    }
    expect(limited).toBe(5);
    expect((await call(harness.app, "POST", "/api/event", { body, ip: "192.0.2.8" })).code).toBe(0);
    const spam = await harness.database.db.$count(trackingEvents, eq(trackingEvents.name, "spam"));
    expect(spam).toBe(301);
  });
});
