import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/errors";
import type { TurnOutcome } from "../Chat/streamTurn";
import { askAction, nameColour, runSpeakers } from "./speakers";

describe("room speakers", () => {
  it("streams the speakers one after the other", async () => {
    const spoken: string[] = [];
    const outcome = await runSpeakers(["1", "2", "3"], async (botId) => {
      spoken.push(botId);
      return { kind: "done" };
    });
    expect(spoken).toEqual(["1", "2", "3"]);
    expect(outcome).toEqual({ kind: "done" });
  });

  it("stops at the first reply that does not finish", async () => {
    const spoken: string[] = [];
    const refusal: TurnOutcome = { kind: "rejected", error: new ApiError(490, "quota") };
    const outcome = await runSpeakers(["1", "2", "3"], async (botId) => {
      spoken.push(botId);
      return botId === "2" ? refusal : { kind: "done" };
    });
    expect(spoken).toEqual(["1", "2"]);
    expect(outcome).toBe(refusal);
  });

  it("an Ask chip sends typed words, or makes the character speak", () => {
    expect(askAction("  what now? ")).toBe("send");
    expect(askAction("   ")).toBe("speak");
  });

  it("gives each character a stable name colour", () => {
    expect(nameColour("123")).toBe(nameColour("123"));
    expect(nameColour("123")).toMatch(/^#[0-9a-f]{6}$/);
  });
});
