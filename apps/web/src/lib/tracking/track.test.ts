import { describe, expect, it } from "vitest";
import { attachSink, type TrackedEvent, track } from "./track";

describe("track", () => {
  it("keeps events until the client attaches, then hands them over in order and sends later ones straight", () => {
    track("page_view", { properties: { path: "/" } });
    track("bot_open", { botId: "7" });
    const received: TrackedEvent[] = [];
    attachSink((event) => received.push(event));
    expect(received.map((event) => event.event_name)).toEqual(["page_view", "bot_open"]);
    track("page_view", { properties: { path: "/search" } });
    expect(received).toHaveLength(3);
    expect(received[2]).toMatchObject({ event_name: "page_view", properties: { path: "/search" } });
    expect(typeof received[2]!.event_time).toBe("number");
  });
});
