import { AdventureMessages, CharacterMessages } from "@fable/contract";
import { describe, expect, it } from "vitest";
import {
  adventureFormFromInfo,
  emptyAdventureForm,
  firstAdventureError,
  readAdventureServerError,
  toAdventurePayload,
  toDraft,
  validateAdventure,
} from "./adventureForm";

const filled = {
  ...emptyAdventureForm(),
  title: "The Lighthouse Keeper",
  characterName: "Maren",
  gender: "female" as const,
  age: "34",
  avatar: "/uploads/avatars/maren.webp",
  characterDescription: "A keeper who trusts no ship.",
  protagonistDescription: "A shipwrecked cartographer.",
  storyline: "You wash ashore. The lamp fails.",
  openingScene: "Cold surf drags you onto black rocks.",
  actions: ["Call for help", "Climb", "Search"] as [string, string, string],
  background: "A lighthouse on a reef.",
  briefIntro: "Survive three nights.",
  prologue: "The storm took your ship.",
};

describe("the adventure form", () => {
  it("makes the contract's payload: the age a number, no gender until one is chosen", () => {
    expect(toAdventurePayload(filled)).toMatchObject({ age: 34, gender: "female" });
    expect(toAdventurePayload({ ...filled, age: "" }).age).toBeNull();
    expect(validateAdventure(toAdventurePayload(filled), false)).toEqual({});
    const blank = validateAdventure(toAdventurePayload(emptyAdventureForm()), false);
    expect(blank.title).toEqual({ key: "createAdventure.errors.titleLength" });
    expect(blank.gender).toEqual({ key: "createAdventure.errors.genderRequired" });
    expect(blank["actions.0"]).toEqual({ key: "createAdventure.errors.actionLength" });
    expect(validateAdventure(toAdventurePayload({ ...filled, age: "old" }), false).age).toEqual({
      key: "create.errors.wholeNumber",
    });
  });

  it("scrolls to the first field in error as the form shows them", () => {
    expect(
      firstAdventureError({ prologue: { key: "a" }, "actions.1": { key: "b" }, title: { key: "c" } }),
    ).toBe("title");
    expect(
      firstAdventureError({ prologue: { key: "a" }, "actions.2": { key: "b" }, "actions.0": { key: "c" } }),
    ).toBe("actions.0");
    expect(firstAdventureError({})).toBeNull();
  });

  it("sends 'write it for me' only the fields written so far", () => {
    expect(toDraft(emptyAdventureForm())).toEqual({});
    expect(
      toDraft({ ...emptyAdventureForm(), characterName: "Maren", age: "x", actions: ["", "Run", ""] }),
    ).toEqual({
      characterName: "Maren",
      actions: ["", "Run", ""],
    });
  });

  it("places the server's refusals under their field, translated", () => {
    expect(readAdventureServerError(`title: ${AdventureMessages.titleLength}`)).toEqual({
      field: "title",
      key: "createAdventure.errors.titleLength",
      text: AdventureMessages.titleLength,
    });
    expect(readAdventureServerError(CharacterMessages.avatarNotUploaded).field).toBe("avatar");
    expect(readAdventureServerError(CharacterMessages.inReview)).toMatchObject({
      field: null,
      key: "create.errors.inReview",
    });
  });

  it("fills the edit form from the stored adventure", () => {
    const form = adventureFormFromInfo({
      ...toAdventurePayload(filled),
      botId: "100001",
      gender: null,
      age: null,
      visibility: "private",
      categoryIds: [3],
      reviewStatus: "approved",
      reviewReason: null,
    } as never);
    expect(form).toMatchObject({
      gender: "",
      age: "",
      visibility: "private",
      categoryIds: [3],
      actions: filled.actions,
    });
  });
});
