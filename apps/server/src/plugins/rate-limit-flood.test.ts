import { AuthMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/accounts.ts";
import { createTestApp } from "../../test/harness.ts";

/** The tracking route's per-address limit (tracking.routes.ts): 300 batches a minute. */
const TRACKING_LIMIT = 300;
const FLOOD = 420;
const CONCURRENCY = 30;

describe("rate limits under a flood", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  const track = (ip: string) =>
    call(harness.app, "POST", "/api/event", {
      ip,
      body: { events: [{ event_name: "page_view", platform: "Web" }] },
    });

  it("a flooding address gets 429 envelopes while another address, interleaved, keeps getting through", async () => {
    const flooder = "203.0.113.7";
    const neighbour = "198.51.100.20";
    const flood: Awaited<ReturnType<typeof track>>[] = [];
    const neighbourStatuses: number[] = [];
    for (let sent = 0; sent < FLOOD; sent += CONCURRENCY) {
      // Each wave is concurrent, and the neighbour's request races it.
      const wave = Array.from({ length: Math.min(CONCURRENCY, FLOOD - sent) }, () => track(flooder));
      const [neighbourAnswer, ...answers] = await Promise.all([track(neighbour), ...wave]);
      neighbourStatuses.push(neighbourAnswer!.status);
      flood.push(...answers);
    }

    const accepted = flood.filter((answer) => answer.status === 200);
    const refused = flood.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(TRACKING_LIMIT);
    expect(refused).toHaveLength(FLOOD - TRACKING_LIMIT);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        code: ResponseCode.TOO_MANY_REQUESTS,
        message: AuthMessages.tooManyAttempts,
        result: null,
      });
    }
    expect(neighbourStatuses).toEqual(neighbourStatuses.map(() => 200));
    expect(neighbourStatuses.length).toBe(Math.ceil(FLOOD / CONCURRENCY));
  });
});
