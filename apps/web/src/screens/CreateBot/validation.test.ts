import {
  AVATAR_MAX_ANIMATION_MEGAPIXELS,
  AVATAR_MAX_SIDE,
  CharacterMessages,
  IMAGE_MAX_MEGAPIXELS,
} from "@fable/contract";
import { describe, expect, it } from "vitest";
import { flattenCatalog } from "../../i18n/flatten";
import en from "../../i18n/screens/en.json";
import modelSettingsEn from "../../i18n/screens/modelSettings.en.json";
import modelSettingsZh from "../../i18n/screens/modelSettings.zh-CN.json";
import zh from "../../i18n/screens/zh-CN.json";
import { emptyForm, emptyLore, toChangesPayload, toCreatePayload } from "./form";
import { SAMPLING_NUMBER_FIELDS } from "./samplingDraft";
import {
  CHARACTER_MESSAGE_KEYS,
  characterMessageKey,
  errorsFromIssues,
  FIELD_ORDER,
  fieldId,
  firstErrorField,
  issueMessage,
  readServerError,
  serverFieldError,
  validatePayload,
} from "./validation";

const catalogs = {
  en: { ...flattenCatalog(en), ...flattenCatalog(modelSettingsEn) },
  zh: { ...flattenCatalog(zh), ...flattenCatalog(modelSettingsZh) },
};

const valid = { ...emptyForm(), name: "Luna", greeting: "Hello there" };

describe("validatePayload (create)", () => {
  it("accepts a filled quick form", () => {
    expect(validatePayload("create", toCreatePayload(valid))).toEqual({});
  });

  it("maps the contract's messages to catalog keys under each field", () => {
    const errors = validatePayload(
      "create",
      toCreatePayload({ ...emptyForm(), name: "Lu", greeting: "", prompt: "x".repeat(1001) }),
    );
    expect(errors.name).toEqual({ key: "create.errors.nameRule" });
    expect(errors.greeting).toEqual({ key: "create.errors.greetingLength" });
    expect(errors.prompt).toEqual({ key: "create.errors.promptLength" });
  });

  it("rejects names outside the rule", () => {
    for (const name of ["ab", "a".repeat(21), "Luna!", "   "]) {
      expect(validatePayload("create", toCreatePayload({ ...valid, name })).name).toBeDefined();
    }
    expect(
      validatePayload("create", toCreatePayload({ ...valid, name: "露娜 Luna_2-b" })).name,
    ).toBeUndefined();
  });

  it("names nested fields by their path", () => {
    const errors = validatePayload(
      "create",
      toCreatePayload({
        ...valid,
        alternateGreetings: ["Hello again", "no"],
        tags: ["t".repeat(31)],
        age: "1.5",
        scenario: "s".repeat(2001),
        lore: [{ ...emptyLore(), keywords: " ; ", content: "" }],
      }),
    );
    expect(errors["alternateGreetings.1"]).toEqual({ key: "create.errors.greetingLength" });
    expect(errors["alternateGreetings.0"]).toBeUndefined();
    expect(errors["tags.0"]).toEqual({ key: "create.errors.tooLong", values: { max: 30 } });
    expect(errors.age).toEqual({ key: "create.errors.wholeNumber" });
    expect(errors.scenario).toEqual({ key: "create.errors.tooLong", values: { max: 2000 } });
    expect(errors["lore.0.keywords"]).toEqual({ key: "create.errors.loreKeywords" });
    expect(errors["lore.0.content"]).toEqual({ key: "create.errors.required" });
  });

  it("caps categories at five and age at the 32-bit maximum", () => {
    const errors = validatePayload(
      "create",
      toCreatePayload({ ...valid, categoryIds: [1, 2, 3, 4, 5, 6], age: "2147483648" }),
    );
    expect(errors.categoryIds).toEqual({ key: "create.errors.tooMany", values: { max: 5 } });
    expect(errors.age).toEqual({ key: "create.errors.numberTooLarge" });
  });
});

describe("validatePayload (edit)", () => {
  it("checks only what is sent, so an untouched imported name does not block other changes", () => {
    const initial = { ...emptyForm(), name: "Dr. Jekyll & Mr. Hyde", greeting: "" };
    expect(
      validatePayload("edit", toChangesPayload("5", initial, { ...initial, intro: "Two in one" })),
    ).toEqual({});
    const errors = validatePayload("edit", toChangesPayload("5", initial, { ...initial, greeting: "Hi" }));
    expect(errors).toEqual({ greeting: { key: "create.errors.greetingLength" } });
  });

  it("accepts edited lore entries that keep their ids", () => {
    const initial = {
      ...emptyForm(),
      lore: [{ ...emptyLore(), id: "9", keywords: "a", secondaryKeys: "b; c", content: "x", constant: true }],
    };
    const changed = { ...initial, lore: [{ ...initial.lore[0]!, content: "y" }] };
    const payload = toChangesPayload("5", initial, changed);
    expect(payload.lore?.[0]).toMatchObject({ id: "9", secondaryKeys: "b; c", content: "y" });
    expect(validatePayload("edit", payload)).toEqual({});
  });
});

describe("issueMessage", () => {
  it("falls back by issue kind when the message is not one of the contract's", () => {
    expect(
      issueMessage({ code: "too_small", origin: "string", minimum: 1, path: ["tags", 0], message: "x" }),
    ).toEqual({
      key: "create.errors.required",
    });
    expect(
      issueMessage({ code: "too_small", origin: "string", minimum: 5, path: ["a"], message: "x" }),
    ).toEqual({
      key: "create.errors.tooShort",
      values: { min: 5 },
    });
    expect(issueMessage({ code: "invalid_value", path: ["speechRate"], message: "x" })).toEqual({
      key: "create.errors.invalid",
    });
  });

  it("keeps the first message of each field", () => {
    const errors = errorsFromIssues([
      { code: "custom", path: ["name"], message: CharacterMessages.nameRule },
      { code: "custom", path: ["name"], message: "second" },
    ]);
    expect(errors).toEqual({ name: { key: "create.errors.nameRule" } });
  });
});

describe("firstErrorField", () => {
  const error = { key: "k" };

  it("picks the field shown first on screen", () => {
    expect(firstErrorField({})).toBeNull();
    expect(firstErrorField({ greeting: error, name: error, lore: error })).toBe("name");
    expect(firstErrorField({ prompt: error, avatar: error })).toBe("avatar");
  });

  it("orders list rows by index, then by their part", () => {
    expect(
      firstErrorField({ "lore.2.keywords": error, "lore.10.keywords": error, "lore.1.content": error }),
    ).toBe("lore.1.content");
    expect(firstErrorField({ "lore.1.content": error, "lore.1.keywords": error })).toBe("lore.1.keywords");
    expect(
      firstErrorField({ "alternateGreetings.3": error, "alternateGreetings.1": error, visibility: error }),
    ).toBe("alternateGreetings.1");
  });

  it("puts unknown fields last", () => {
    expect(firstErrorField({ something: error, definitionVisible: error })).toBe("definitionVisible");
  });
});

describe("server messages", () => {
  it("reads the field a message names", () => {
    expect(serverFieldError("body.lore.0.keywords: Lore keywords cannot be empty")).toEqual({
      field: "lore.0.keywords",
      text: "Lore keywords cannot be empty",
    });
    expect(serverFieldError("name: Name must be 3-20 characters")).toEqual({
      field: "name",
      text: "Name must be 3-20 characters",
    });
    expect(serverFieldError("file: the card is larger than 20 MB")).toBeNull();
    expect(serverFieldError("Unable to edit while in review")).toBeNull();
  });

  it("translates contract messages and places the ones that belong to a field", () => {
    expect(readServerError("Unable to edit while in review")).toEqual({
      field: null,
      key: "create.errors.inReview",
      text: "Unable to edit while in review",
    });
    expect(readServerError("Write a greeting before publishing this bot.")).toMatchObject({
      field: "greeting",
      key: "create.errors.greetingRequired",
    });
    expect(
      readServerError("body.avatar: Upload the avatar again: this picture was not uploaded here"),
    ).toMatchObject({
      field: "avatar",
      key: "create.errors.avatarNotUploaded",
    });
    expect(readServerError("Something odd")).toEqual({ field: null, key: null, text: "Something odd" });
  });

  it("knows the contract's texts case-insensitively", () => {
    expect(characterMessageKey(CharacterMessages.tooManyBots.toUpperCase())).toBe(
      "create.errors.tooManyBots",
    );
  });
});

describe("ids and catalogs", () => {
  it("gives each field path a stable element id", () => {
    expect(fieldId("lore.0.keywords")).toBe("create-lore-0-keywords");
    expect(fieldId("name")).toBe("create-name");
  });

  it("has every key the form may use in both catalogs", () => {
    const keys = [
      ...Object.values(CHARACTER_MESSAGE_KEYS),
      ...["required", "tooShort", "tooLong", "tooMany", "invalid", "wholeNumber", "server"].map(
        (id) => `create.errors.${id}`,
      ),
      ...FIELD_ORDER.filter((field) => field !== "categoryIds" && field !== "lore").map(
        (field) => `create.fields.${field}`,
      ),
      ...[
        "prompt",
        "exampleDialogue",
        "dialogueStyle",
        "systemPrompt",
        "postHistoryInstructions",
        "supplementalInfo",
        "creatorNotes",
      ].map((field) => `create.hints.${field}`),
      ...SAMPLING_NUMBER_FIELDS.map((field) => `modelSettings.fields.${field}`),
      ...["stopStrings", "extraName", "extraCount", "extraValue", "unknownScene", "range"].map(
        (id) => `modelSettings.errors.${id}`,
      ),
      ...["male", "female", "non-binary"].map((gender) => `create.options.gender.${gender}`),
      ...["slow", "medium", "fast", "super_fast"].map((rate) => `create.options.rate.${rate}`),
      ...["public", "unlisted", "private"].flatMap((v) => [
        `create.visibility.${v}`,
        `create.visibility.${v}Hint`,
      ]),
    ];
    for (const key of keys) {
      expect(catalogs.en[key], key).toBeTruthy();
      expect(catalogs.zh[key], key).toBeTruthy();
    }
  });

  it("words the fixed contract messages exactly as the contract does in English", () => {
    for (const [id, key] of Object.entries(CHARACTER_MESSAGE_KEYS)) {
      const english = catalogs.en[key]!.replaceAll("{{size}}", "400")
        .replaceAll("{{mb}}", "10")
        .replaceAll("{{megapixels}}", String(IMAGE_MAX_MEGAPIXELS))
        .replaceAll("{{side}}", String(AVATAR_MAX_SIDE))
        .replaceAll("{{animationMegapixels}}", String(AVATAR_MAX_ANIMATION_MEGAPIXELS));
      // The server fills {{max}} with MAX_BOTS_PER_USER; the web's catalog words the default, 40.
      const contract = CharacterMessages[id as keyof typeof CharacterMessages].replaceAll("{{max}}", "40");
      expect(english, id).toBe(contract);
    }
  });
});
