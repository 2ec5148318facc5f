import { describe, expect, it } from "vitest";
import {
  chooseSpeakers,
  firstMention,
  heuristicSpeakers,
  namedSpeakers,
  namesOf,
  type SpeakerCandidate,
  scoreSpeakers,
} from "./speaker-choice.ts";

const character = (id: string, name: string, more: Partial<SpeakerCandidate> = {}): SpeakerCandidate => ({
  id,
  name,
  characterName: "",
  intro: "",
  description: "",
  ...more,
});

const holmes = character("1", "Sherlock Holmes", {
  intro: "A consulting detective who solves crimes by deduction.",
});
const watson = character("2", "Dr. Watson", {
  intro: "An army doctor and loyal friend, writer of the cases.",
});
const hudson = character("3", "Mrs Hudson", {
  intro: "The landlady of Baker Street; she bakes and keeps the house.",
});
const mei = character("4", "林小美", { intro: "喜欢画画的大学生" });
const room = [holmes, watson, hudson];

describe("names", () => {
  it("knows a character by its full name and its first word", () => {
    expect(namesOf(holmes)).toEqual(["Sherlock Holmes", "Sherlock", "Holmes"]);
    expect(namesOf(watson)).toEqual(["Dr. Watson", "Watson"]);
    expect(namesOf(character("9", "Luna", { characterName: "Luna Starweaver" }))).toEqual([
      "Luna",
      "Luna Starweaver",
      "Starweaver",
    ]);
  });

  it("finds names as whole words, case-insensitively, with @, and Chinese names anywhere", () => {
    expect(firstMention("what do you think, sherlock?", holmes)).toBe(19);
    expect(firstMention("Thank you, Holmes.", holmes)).toBe(11);
    expect(firstMention("@Sherlock look at this", holmes)).toBe(1);
    expect(firstMention("Sherlockian theories", holmes)).toBe(-1);
    expect(firstMention("我觉得林小美说得对", mei)).toBe(3);
    expect(firstMention("nobody in particular", watson)).toBe(-1);
  });
});

describe("who speaks", () => {
  const ask = (message: string, more: object = {}) => ({
    characters: room,
    message,
    history: [],
    topic: "",
    ...more,
  });

  it("answers the characters named, in the order they are named", () => {
    expect(chooseSpeakers(ask("Mrs Hudson, is tea ready? And Sherlock, put the violin down."))).toEqual({
      speakers: ["3", "1"],
      reason: "named",
    });
    expect(namedSpeakers(ask("@Watson what happened?"))).toEqual(["2"]);
  });

  it("answers the character asked for, whoever the message names", () => {
    expect(chooseSpeakers(ask("Sherlock, what say you?", { speakerId: "2" }))).toEqual({
      speakers: ["2"],
      reason: "asked",
    });
  });

  it("chooses by topic: the character whose words the message shares", () => {
    const choice = chooseSpeakers(ask("Who committed the crime? I need a deduction."));
    expect(choice).toEqual({ speakers: ["1"], reason: "chosen" });
    expect(heuristicSpeakers(ask("My arm hurts — is there a doctor here?"))).toEqual(["2"]);
  });

  it("without a clue, chooses the one who spoke least recently; the room's order breaks ties", () => {
    const history = [
      { botId: null, text: "hello" },
      { botId: "3", text: "Tea, anyone?" },
      { botId: "1", text: "Quiet, please." },
      { botId: "2", text: "Good evening." },
    ];
    expect(heuristicSpeakers(ask("So, what now?", { history }))).toEqual(["3"]);
    expect(heuristicSpeakers(ask("So, what now?"))).toEqual(["1"]);
  });

  it("counts recent mentions: a character the others keep naming is drawn in", () => {
    const history = [{ botId: "1", text: "Watson, do you remember the hound?" }];
    const scores = scoreSpeakers(ask("Hmm.", { history }));
    expect(scores.find((score) => score.id === "2")).toMatchObject({ mentions: 1, relevance: 2 });
    expect(heuristicSpeakers(ask("Hmm.", { history }))[0]).toBe("2");
  });

  it("adds a second reply only when another character is clearly relevant too", () => {
    expect(
      heuristicSpeakers(ask("The army doctor and writer should look at the crimes and the deduction.")),
    ).toHaveLength(2);
    expect(heuristicSpeakers(ask("Nice weather."))).toHaveLength(1);
  });

  it("never picks the excluded character (let them talk: not twice in a row)", () => {
    const choice = chooseSpeakers(ask("Sherlock? Anyone?", { exclude: "1" }));
    expect(choice.speakers).not.toContain("1");
  });

  it("takes a model's pick of the room's characters first, and ignores a pick that is not one of them", () => {
    expect(chooseSpeakers(ask("Nice weather."), "3")).toEqual({ speakers: ["3"], reason: "chosen" });
    expect(chooseSpeakers(ask("Nice weather."), "99")).toEqual(chooseSpeakers(ask("Nice weather.")));
  });
});
