import { z } from "zod";
import { Gender, Visibility } from "./bots.ts";
import { BoundedInt, CharacterMessages } from "./character.ts";

/** The limits of the adventure form (docs/product.md#adventure-create, spec §5 "Adventure"). */
export const ADVENTURE_LIMITS = {
  titleMax: 50,
  characterNameMax: 20,
  /** Character and protagonist descriptions, storyline, opening scene, background and prologue. */
  textMax: 1000,
  briefIntroMax: 200,
  actionMax: 100,
  /** The opening scene offers exactly this many actions. */
  actionCount: 3,
  categoriesMax: 5,
  avatarUrlMax: 500,
} as const;

/** Messages of the adventure form and its "write it for me" calls; the web app and the server translate them. */
export const AdventureMessages = {
  titleLength: `Story title must be 1-${ADVENTURE_LIMITS.titleMax} characters`,
  characterNameLength: `Character name must be 1-${ADVENTURE_LIMITS.characterNameMax} characters`,
  genderRequired: "Choose the character's gender",
  avatarRequired: "Choose a half-body picture of the character",
  characterDescriptionLength: `Character description must be 1-${ADVENTURE_LIMITS.textMax} characters`,
  protagonistLength: `Protagonist description must be 1-${ADVENTURE_LIMITS.textMax} characters`,
  storylineLength: `Storyline must be 1-${ADVENTURE_LIMITS.textMax} characters`,
  openingSceneLength: `Opening scene must be 1-${ADVENTURE_LIMITS.textMax} characters`,
  actionLength: `Each action must be 1-${ADVENTURE_LIMITS.actionMax} characters`,
  actionCount: `Write ${ADVENTURE_LIMITS.actionCount} actions`,
  backgroundLength: `Background must be 1-${ADVENTURE_LIMITS.textMax} characters`,
  briefIntroLength: `Brief intro must be 1-${ADVENTURE_LIMITS.briefIntroMax} characters`,
  prologueLength: `Prologue must be 1-${ADVENTURE_LIMITS.textMax} characters`,
  notAnAdventure: "This bot is not a text adventure",
} as const;

/** Trimmed text of 1 to `max` characters, one message for both ends. */
const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);

/** Trimmed text of at most `max` characters, possibly empty: a field of a partly written draft. */
const draftText = (max: number, message: string) => z.string().trim().max(max, message).optional();

const Action = text(ADVENTURE_LIMITS.actionMax, AdventureMessages.actionLength);

const adventureFields = {
  title: text(ADVENTURE_LIMITS.titleMax, AdventureMessages.titleLength),
  characterName: text(ADVENTURE_LIMITS.characterNameMax, AdventureMessages.characterNameLength),
  gender: z.enum(Gender.options, { error: AdventureMessages.genderRequired }),
  age: BoundedInt.nullable().optional(),
  avatar: text(ADVENTURE_LIMITS.avatarUrlMax, AdventureMessages.avatarRequired),
  characterDescription: text(ADVENTURE_LIMITS.textMax, AdventureMessages.characterDescriptionLength),
  protagonistDescription: text(ADVENTURE_LIMITS.textMax, AdventureMessages.protagonistLength),
  storyline: text(ADVENTURE_LIMITS.textMax, AdventureMessages.storylineLength),
  openingScene: text(ADVENTURE_LIMITS.textMax, AdventureMessages.openingSceneLength),
  actions: z.array(Action).length(ADVENTURE_LIMITS.actionCount, AdventureMessages.actionCount),
  background: text(ADVENTURE_LIMITS.textMax, AdventureMessages.backgroundLength),
  briefIntro: text(ADVENTURE_LIMITS.briefIntroMax, AdventureMessages.briefIntroLength),
  visibility: Visibility.default("public"),
  prologue: text(ADVENTURE_LIMITS.textMax, AdventureMessages.prologueLength),
  categoryIds: z
    .array(BoundedInt)
    .max(ADVENTURE_LIMITS.categoriesMax, CharacterMessages.tooManyCategories)
    .default([]),
};

/** POST /ai/roleInfo/botStory: a new text adventure, every field of the form (spec §3 "Text adventure"). */
export const AdventureForm = z.object(adventureFields);
export type AdventureForm = z.infer<typeof AdventureForm>;
export type AdventureFormInput = z.input<typeof AdventureForm>;

const botId = z.string().regex(/^\d{1,18}$/, CharacterMessages.botIdFormat);

/**
 * POST /ai/roleInfo/update/botStoryV2: the edit form sends the whole adventure again; an avatar left
 * out keeps the stored one.
 */
export const AdventureChanges = AdventureForm.extend({
  botId,
  avatar: adventureFields.avatar.optional(),
});
export type AdventureChanges = z.infer<typeof AdventureChanges>;
export type AdventureChangesInput = z.input<typeof AdventureChanges>;

/** GET /ai/roleInfo/getBotStoryInfo: the owner's adventure as its edit form shows it. */
export const AdventureEditInfo = z.object({
  botId: z.string(),
  title: z.string(),
  characterName: z.string(),
  gender: Gender.nullable(),
  age: z.number().int().nullable(),
  avatar: z.string(),
  characterDescription: z.string(),
  protagonistDescription: z.string(),
  storyline: z.string(),
  openingScene: z.string(),
  actions: z.array(z.string()),
  background: z.string(),
  briefIntro: z.string(),
  visibility: Visibility,
  prologue: z.string(),
  categoryIds: z.array(z.number().int()),
  reviewStatus: z.enum(["approved", "pending", "rejected"]),
  reviewReason: z.string().nullable(),
});
export type AdventureEditInfo = z.infer<typeof AdventureEditInfo>;

/**
 * What "write it for me" reads: the form as far as it is written. Every field may be missing or
 * empty; a field longer than the form allows is refused with the form's message.
 */
export const AdventureDraft = z.object({
  title: draftText(ADVENTURE_LIMITS.titleMax, AdventureMessages.titleLength),
  characterName: draftText(ADVENTURE_LIMITS.characterNameMax, AdventureMessages.characterNameLength),
  gender: Gender.nullable().optional(),
  age: BoundedInt.nullable().optional(),
  characterDescription: draftText(ADVENTURE_LIMITS.textMax, AdventureMessages.characterDescriptionLength),
  protagonistDescription: draftText(ADVENTURE_LIMITS.textMax, AdventureMessages.protagonistLength),
  storyline: draftText(ADVENTURE_LIMITS.textMax, AdventureMessages.storylineLength),
  openingScene: draftText(ADVENTURE_LIMITS.textMax, AdventureMessages.openingSceneLength),
  actions: z
    .array(z.string().trim().max(ADVENTURE_LIMITS.actionMax, AdventureMessages.actionLength))
    .max(ADVENTURE_LIMITS.actionCount, AdventureMessages.actionCount)
    .optional(),
  background: draftText(ADVENTURE_LIMITS.textMax, AdventureMessages.backgroundLength),
  briefIntro: draftText(ADVENTURE_LIMITS.briefIntroMax, AdventureMessages.briefIntroLength),
  prologue: draftText(ADVENTURE_LIMITS.textMax, AdventureMessages.prologueLength),
});
export type AdventureDraft = z.infer<typeof AdventureDraft>;

/** The fields POST /ai/roleInfo/generated/chapter writes. */
export const ChapterField = z.enum(["storyline", "prologue", "openingScene"]);
export type ChapterField = z.infer<typeof ChapterField>;

/** POST /ai/roleInfo/generated/background: the draft; the answer is a background. */
export const GenerateBackgroundRequest = AdventureDraft;
export type GenerateBackgroundRequest = z.infer<typeof GenerateBackgroundRequest>;

/** POST /ai/roleInfo/generated/chapter: the draft and the field to write. */
export const GenerateChapterRequest = AdventureDraft.extend({ field: ChapterField });
export type GenerateChapterRequest = z.infer<typeof GenerateChapterRequest>;

/** Text for one field, within its limit; for the opening scene also its three actions. */
export const GeneratedStoryText = z.object({
  text: z.string(),
  actions: z.array(z.string()).nullable(),
});
export type GeneratedStoryText = z.infer<typeof GeneratedStoryText>;
