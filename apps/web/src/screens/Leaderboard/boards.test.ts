import { LeaderboardType } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { BOARDS, boardPath, isCreatorBoard, primaryTabPath, resolveBoard } from "./boards";

describe("resolveBoard", () => {
  it("reads a valid tab and child", () => {
    const selection = resolveBoard("fablers", "comment-master");
    expect(selection.tab).toBe("fablers");
    expect(selection.board.type).toBe(LeaderboardType.COMMENT_MASTER);
    expect(selection.canonical).toBe(true);
  });

  it("falls back to the tab's first board for an invalid child", () => {
    const selection = resolveBoard("fablers", "nope");
    expect(selection).toMatchObject({ tab: "fablers", board: { type: LeaderboardType.CHAT_LEGEND } });
    expect(selection.canonical).toBe(false);
    // A creators' board under the readers' tab is not theirs either.
    expect(resolveBoard("fablers", "fan-favorite").board.type).toBe(LeaderboardType.CHAT_LEGEND);
  });

  it("falls back to creators for an unknown tab", () => {
    const selection = resolveBoard("whatever", "chat-legend");
    expect(selection.tab).toBe("creators");
    expect(selection.board.type).toBe(LeaderboardType.CREATIVE_STARS);
    expect(selection.canonical).toBe(false);
  });

  it("shows the first creators' board for /leaderboard", () => {
    expect(resolveBoard(undefined, undefined)).toMatchObject({
      tab: "creators",
      board: { type: LeaderboardType.CREATIVE_STARS },
      canonical: false,
    });
  });
});

describe("board paths", () => {
  it("switching the primary tab selects its first child", () => {
    expect(primaryTabPath("creators")).toBe("/leaderboard/creators/creative-stars");
    expect(primaryTabPath("fablers")).toBe("/leaderboard/fablers/chat-legend");
  });

  it("names every board by tab and child, round-tripping through resolveBoard", () => {
    for (const tab of ["creators", "fablers"] as const) {
      for (const board of BOARDS[tab]) {
        const [, , pathTab, child] = boardPath(tab, board).split("/");
        expect(resolveBoard(pathTab, child)).toEqual({ tab, board, canonical: true });
      }
    }
  });

  it("covers the six spec types once each, creators 1–3", () => {
    const types = [...BOARDS.creators, ...BOARDS.fablers].map((board) => board.type);
    expect(types).toEqual([1, 2, 3, 4, 5, 6]);
    expect(types.filter(isCreatorBoard)).toEqual([1, 2, 3]);
  });
});
