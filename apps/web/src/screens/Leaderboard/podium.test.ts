import type { LeaderboardEntry } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { podiumColumn, splitPodium } from "./podium";

const entry = (rank: number): LeaderboardEntry => ({
  rank,
  userId: String(rank),
  userSlug: String(rank),
  userName: `Person ${rank}`,
  avatar: "",
  vipEnum: "FREE",
  increment: 100 - rank,
});

describe("splitPodium", () => {
  it("puts ranks 1–3 on the podium and numbers the rest from 4", () => {
    const { podium, rows } = splitPodium([1, 2, 3, 4, 5].map(entry));
    expect(podium.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(rows.map((e) => e.rank)).toEqual([4, 5]);
  });

  it("handles boards shorter than the podium", () => {
    expect(splitPodium([entry(1)])).toEqual({ podium: [entry(1)], rows: [] });
    expect(splitPodium([])).toEqual({ podium: [], rows: [] });
  });

  it("keeps snapshot ranks when someone has left the board", () => {
    const { podium, rows } = splitPodium([1, 3, 4, 6].map(entry));
    expect(podium.map((e) => e.rank)).toEqual([1, 3]);
    expect(rows.map((e) => e.rank)).toEqual([4, 6]);
  });
});

describe("podiumColumn", () => {
  it("places second left, first centre, third right", () => {
    expect([1, 2, 3].map(podiumColumn)).toEqual([2, 1, 3]);
  });
});
