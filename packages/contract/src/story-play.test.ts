import { describe, expect, it } from "vitest";
import { storyBeats } from "./story-play.ts";

describe("storyBeats", () => {
  it("gives one beat per sentence of a storyline, joining short sentences to the next", () => {
    const beats = storyBeats(
      "The Ember Crown once held back the Long Winter. Now it lies broken in five shards, and frost is creeping south. Go! Together you must cross the frozen Frostwold and outwit the Pale Court that wants the crown.",
    );
    expect(beats).toEqual([
      "The Ember Crown once held back the Long Winter. Now it lies broken in five shards, and frost is creeping south.",
      "Go! Together you must cross the frozen Frostwold and outwit the Pale Court that wants the crown.",
    ]);
  });

  it("splits Chinese sentences and keeps a storyline of one short sentence as one beat", () => {
    expect(storyBeats("出发。")).toEqual(["出发。"]);
    const zh = storyBeats(
      "余烬王冠曾经挡住了漫长的冬天，如今它碎成了五片，寒霜正一路向南吞噬一个又一个村庄，整个王国都在等待春天。你和塞伦必须穿过冰冻的荒原，在冬至之前找回所有碎片，并且决定如何处理最后那一片藏在你心中的碎片。",
    );
    expect(zh).toHaveLength(2);
  });

  it("joins a short last sentence to the beat before it", () => {
    expect(
      storyBeats("A long first sentence that is surely long enough to be a beat of its own. The end."),
    ).toEqual(["A long first sentence that is surely long enough to be a beat of its own. The end."]);
  });
});
