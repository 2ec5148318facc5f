import type { StoryDialogue, StoryMessage } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { currentChapter, initialPlay, playReducer, rewindable, storyEnded } from "./playThrough";

const message = (msgId: string, role: "user" | "bot", story: StoryMessage["story"] = null): StoryMessage => ({
  msgId,
  dialogueId: "1",
  role,
  content: `text ${msgId}`,
  swipes: [`text ${msgId}`],
  swipeIndex: 0,
  swipeInfo: [null],
  rating: 0,
  pinned: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  story,
});

const opening = message("m0", "bot", { actions: ["a", "b", "c"], chapter: 1, chapterEnded: false });
const dialogue: StoryDialogue = {
  dialogueId: "1",
  botId: "2",
  title: "T",
  characterName: "C",
  avatar: "",
  chapter: 1,
  chapterCount: 2,
  messages: [opening],
  hasMore: false,
};

describe("a play-through on the adventure screen", () => {
  it("shows the action at once, streams the narration, and stores both when done", () => {
    let state = playReducer(initialPlay(dialogue), { type: "sent", content: "a" });
    expect(state.messages.at(-1)).toMatchObject({ role: "user", content: "a" });
    state = playReducer(state, { type: "delta", text: "You " });
    state = playReducer(state, { type: "delta", text: "run." });
    expect(state.streaming?.text).toBe("You run.");
    const story = { actions: ["d", "e", "f"], chapter: 1, chapterEnded: true };
    const reply = { ...message("m2", "bot", story), userMessage: message("m1", "user") };
    state = playReducer(state, { type: "done", done: reply });
    expect(state.streaming).toBeNull();
    expect(state.messages.map((each) => each.msgId)).toEqual(["m0", "m1", "m2"]);
    expect(currentChapter(state)).toBe(2);
    expect(storyEnded(state)).toBe(false);
    expect(rewindable(state.messages)?.msgId).toBe("m2");
  });

  it("replaces a rewound turn with its new swipe, and knows when the story is over", () => {
    const turn = message("m2", "bot", { actions: ["d", "e", "f"], chapter: 2, chapterEnded: false });
    let state = initialPlay({ ...dialogue, messages: [opening, message("m1", "user"), turn] });
    state = playReducer(state, { type: "rewind", msgId: "m2" });
    const ending = { actions: ["g", "h", "i"], chapter: 2, chapterEnded: true };
    state = playReducer(state, { type: "done", done: { ...turn, content: "new", story: ending } });
    expect(state.messages).toHaveLength(3);
    expect(state.messages.at(-1)?.content).toBe("new");
    expect(storyEnded(state)).toBe(true);
    expect(rewindable([opening])).toBeNull();
  });
});
