import {
  AdventureChanges,
  type AdventureChangesInput,
  type AdventureDraft,
  type AdventureEditInfo,
  AdventureForm,
  type AdventureFormInput,
  AdventureMessages,
  type Gender,
  type Visibility,
} from "@fable/contract";
import {
  characterMessageKey,
  type FieldErrors,
  type FieldMessage,
  type IssueLike,
  issueMessage,
} from "../CreateBot/validation";

/** The adventure form as typed: text as entered, the age as text, no gender until one is chosen. */
export interface AdventureFormState {
  title: string;
  characterName: string;
  gender: Gender | "";
  age: string;
  avatar: string;
  characterDescription: string;
  protagonistDescription: string;
  storyline: string;
  openingScene: string;
  actions: [string, string, string];
  background: string;
  briefIntro: string;
  visibility: Visibility;
  prologue: string;
  categoryIds: number[];
}

export function emptyAdventureForm(): AdventureFormState {
  return {
    title: "",
    characterName: "",
    gender: "",
    age: "",
    avatar: "",
    characterDescription: "",
    protagonistDescription: "",
    storyline: "",
    openingScene: "",
    actions: ["", "", ""],
    background: "",
    briefIntro: "",
    visibility: "public",
    prologue: "",
    categoryIds: [],
  };
}

export function adventureFormFromInfo(info: AdventureEditInfo): AdventureFormState {
  const [first = "", second = "", third = ""] = info.actions;
  return {
    title: info.title,
    characterName: info.characterName,
    gender: info.gender ?? "",
    age: info.age === null ? "" : String(info.age),
    avatar: info.avatar,
    characterDescription: info.characterDescription,
    protagonistDescription: info.protagonistDescription,
    storyline: info.storyline,
    openingScene: info.openingScene,
    actions: [first, second, third],
    background: info.background,
    briefIntro: info.briefIntro,
    visibility: info.visibility,
    prologue: info.prologue,
    categoryIds: info.categoryIds,
  };
}

/** The age field as the contract takes it: none when blank, a number otherwise (NaN is refused there). */
const ageOf = (age: string) =>
  age.trim() === "" ? null : /^\d+$/.test(age.trim()) ? Number(age) : Number.NaN;

/** The body of POST /ai/roleInfo/botStory. */
export function toAdventurePayload(form: AdventureFormState): AdventureFormInput {
  const { gender, age, ...rest } = form;
  return {
    ...rest,
    actions: [...form.actions],
    ...(gender ? { gender } : {}),
    age: ageOf(age),
  } as AdventureFormInput;
}

/** The body of POST /ai/roleInfo/update/botStoryV2. */
export function toAdventureChanges(botId: string, form: AdventureFormState): AdventureChangesInput {
  return { ...toAdventurePayload(form), botId };
}

/** What "write it for me" reads: the written fields only. */
export function toDraft(form: AdventureFormState): AdventureDraft {
  const draft: Record<string, unknown> = {};
  for (const key of [
    "title",
    "characterName",
    "characterDescription",
    "protagonistDescription",
    "storyline",
    "openingScene",
    "background",
    "briefIntro",
    "prologue",
  ] as const) {
    if (form[key].trim()) draft[key] = form[key];
  }
  if (form.gender) draft.gender = form.gender;
  const age = ageOf(form.age);
  if (age !== null && Number.isFinite(age)) draft.age = age;
  if (form.actions.some((action) => action.trim())) draft.actions = [...form.actions];
  return draft as AdventureDraft;
}

/** Fields in the order the form shows them: the first in error is scrolled to. */
export const ADVENTURE_FIELD_ORDER = [
  "title",
  "characterName",
  "gender",
  "age",
  "avatar",
  "characterDescription",
  "protagonistDescription",
  "storyline",
  "openingScene",
  "actions",
  "background",
  "briefIntro",
  "categoryIds",
  "visibility",
  "prologue",
] as const;

type AdventureMessageId = keyof typeof AdventureMessages;

const KEY_BY_TEXT = new Map(
  Object.entries(AdventureMessages).map(([id, text]) => [text.toLowerCase(), `createAdventure.errors.${id}`]),
);

/** The catalog key of an adventure message (the contract's words, from the schema or the server). */
export function adventureMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text.trim().toLowerCase());
}

/** A zod issue as the message under its field: the adventure's own words, else the character form's. */
export function adventureIssueMessage(issue: IssueLike): FieldMessage {
  const key = adventureMessageKey(issue.message);
  return key ? { key } : issueMessage(issue);
}

/** Checks the form with the schema the server uses: AdventureForm to create, AdventureChanges to edit. */
export function validateAdventure(payload: unknown, editing: boolean): FieldErrors {
  const result = (editing ? AdventureChanges : AdventureForm).safeParse(payload);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues as IssueLike[]) {
    const path = issue.path.map(String).join(".");
    if (path && !errors[path]) errors[path] = adventureIssueMessage(issue);
  }
  return errors;
}

const rank = (path: string) => {
  const [field = "", index = "-1"] = path.split(".");
  const at = (ADVENTURE_FIELD_ORDER as readonly string[]).indexOf(field);
  return (at === -1 ? ADVENTURE_FIELD_ORDER.length : at) * 10 + Number(index) + 1;
};

/** The field in error that comes first on screen. */
export function firstAdventureError(errors: FieldErrors): string | null {
  const paths = Object.keys(errors);
  if (paths.length === 0) return null;
  return paths.reduce((best, path) => (rank(path) < rank(best) ? path : best));
}

/** Messages about the avatar that the server sends without naming the field. */
const AVATAR_KEYS = new Set([
  "create.errors.avatarNotUploaded",
  "create.errors.avatarTooSmall",
  "create.errors.imageTooLarge",
  "create.errors.imageType",
  "create.errors.imageUnreadable",
]);

/** A failed save's message: under its field when it names one ("title: …"), translated when known. */
export function readAdventureServerError(message: string): {
  field: string | null;
  key: string | null;
  text: string;
} {
  const named = /^(?:body\.)?([A-Za-z]+(?:\.\d+)?):\s*(.+)$/s.exec(message.trim());
  const top = named?.[1]?.split(".")[0] ?? "";
  const known = named && (ADVENTURE_FIELD_ORDER as readonly string[]).includes(top);
  const text = (known ? named[2]! : message).trim();
  const key = adventureMessageKey(text) ?? characterMessageKey(text.replace(/[.!。！]+$/, "")) ?? null;
  const field = known ? named[1]! : key && AVATAR_KEYS.has(key) ? "avatar" : null;
  return { field, key, text };
}

export type { AdventureMessageId };
