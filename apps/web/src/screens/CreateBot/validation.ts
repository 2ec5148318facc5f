import {
  AdvancedCharacter,
  AVATAR_MAX_ANIMATION_MEGAPIXELS,
  AVATAR_MAX_SIDE,
  BOT_SAMPLING_RANGES,
  BotChanges,
  CharacterMessages,
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_UPLOAD_LIMITS,
  ModelSettingsMessages,
} from "@fable/contract";

/** A message for one field: an i18n key and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** Messages by field path: `name`, `alternateGreetings.1`, `lore.0.keywords`. */
export type FieldErrors = Record<string, FieldMessage>;

type CharacterMessageId = keyof typeof CharacterMessages;

/** The contract's character messages this form can meet, by the catalog key that translates them. */
export const CHARACTER_MESSAGE_KEYS: Partial<Record<CharacterMessageId, string>> = {
  nameRule: "create.errors.nameRule",
  greetingLength: "create.errors.greetingLength",
  promptLength: "create.errors.promptLength",
  introLength: "create.errors.introLength",
  numberTooLarge: "create.errors.numberTooLarge",
  loreKeywords: "create.errors.loreKeywords",
  loreLimit: "create.errors.loreLimit",
  tooManyBots: "create.errors.tooManyBots",
  inReview: "create.errors.inReview",
  avatarTooSmall: "create.errors.avatarTooSmall",
  imageTooLarge: "create.errors.imageTooLarge",
  imageType: "create.errors.imageType",
  imageUnreadable: "create.errors.imageUnreadable",
  imageTooManyPixels: "create.errors.imageTooManyPixels",
  avatarTooManyPixels: "create.errors.avatarTooManyPixels",
  imagesBusy: "create.errors.imagesBusy",
  avatarNotUploaded: "create.errors.avatarNotUploaded",
  greetingRequired: "create.errors.greetingRequired",
};

const KEY_BY_TEXT = new Map(
  Object.entries(CHARACTER_MESSAGE_KEYS).map(([id, key]) => [
    CharacterMessages[id as CharacterMessageId].toLowerCase(),
    key,
  ]),
);

/** Values the image messages need when they come from the server, which states the default limits. */
export const DEFAULT_MESSAGE_VALUES = {
  size: IMAGE_UPLOAD_LIMITS.avatarMinSide,
  mb: IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024,
  megapixels: IMAGE_MAX_MEGAPIXELS,
  side: AVATAR_MAX_SIDE,
  animationMegapixels: AVATAR_MAX_ANIMATION_MEGAPIXELS,
};

/** The catalog key of a contract message text, when the form knows it (server messages included). */
export function characterMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text.trim().toLowerCase());
}

/** The parts of a zod issue the mapping reads (zod 4's issue shape). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

/** The model settings' own messages, by the catalog key that translates them. */
const MODEL_SETTINGS_KEY_BY_TEXT = new Map<string, string>(
  Object.entries(ModelSettingsMessages).map(([id, text]) => [text, `modelSettings.errors.${id}`]),
);

/** A model setting out of its range names the range, not the 32-bit limit of other numbers. */
function samplingRangeMessage(issue: IssueLike): FieldMessage | undefined {
  const [field, setting] = issue.path;
  if (field !== "sampling" || issue.origin !== "number") return undefined;
  const range = BOT_SAMPLING_RANGES[setting as keyof typeof BOT_SAMPLING_RANGES];
  if (range) return { key: "modelSettings.errors.range", values: { min: range[0], max: range[1] } };
  return { key: "create.errors.wholeNumber" };
}

/** A zod issue as the message under its field: the contract's wording when known, else by kind. */
export function issueMessage(issue: IssueLike): FieldMessage {
  const known = characterMessageKey(issue.message) ?? MODEL_SETTINGS_KEY_BY_TEXT.get(issue.message);
  if (known) return { key: known };
  const sampling = samplingRangeMessage(issue);
  if (sampling) return sampling;
  if (issue.code === "too_big") {
    const max = Number(issue.maximum);
    if (issue.origin === "string") return { key: "create.errors.tooLong", values: { max } };
    if (issue.origin === "array") return { key: "create.errors.tooMany", values: { max } };
    return { key: "create.errors.numberTooLarge" };
  }
  if (issue.code === "too_small" && issue.origin === "string") {
    const min = Number(issue.minimum);
    return min <= 1 ? { key: "create.errors.required" } : { key: "create.errors.tooShort", values: { min } };
  }
  if (issue.origin === "number" || issue.path.at(-1) === "age") return { key: "create.errors.wholeNumber" };
  return { key: "create.errors.invalid" };
}

export const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** The first message of each field, from a schema's issues. */
export function errorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = fieldPath(issue.path);
    if (path && !errors[path]) errors[path] = issueMessage(issue);
  }
  return errors;
}

/** Checks a payload with the schema the server uses for it: AdvancedCharacter to create, BotChanges to edit. */
export function validatePayload(kind: "create" | "edit", payload: unknown): FieldErrors {
  const schema = kind === "create" ? AdvancedCharacter : BotChanges;
  const result = schema.safeParse(payload);
  return result.success ? {} : errorsFromIssues(result.error.issues as IssueLike[]);
}

/** Top-level fields in the order the form shows them (Quick fields first, then Advanced sections). */
export const FIELD_ORDER = [
  "avatar",
  "name",
  "intro",
  "greeting",
  "categoryIds",
  "prompt",
  "description",
  "personality",
  "scenario",
  "exampleDialogue",
  "alternateGreetings",
  "tags",
  "gender",
  "age",
  "mantra",
  "dialogueStyle",
  "systemPrompt",
  "postHistoryInstructions",
  "supplementalInfo",
  "creatorNotes",
  "voice",
  "speechRate",
  "speechActions",
  "imageStyle",
  "hideImageDescription",
  "imagePackId",
  "lore",
  "sampling",
  "visibility",
  "definitionVisible",
] as const;

/** Fields the Quick tab shows; an error anywhere else opens the Advanced tab. */
export const QUICK_FIELDS: ReadonlySet<string> = new Set(FIELD_ORDER.slice(0, 5));

const LORE_PART_ORDER = ["keywords", "secondaryKeys", "content"];

function sortKey(path: string): number[] {
  const [field = "", index, part] = path.split(".");
  const fieldRank = (FIELD_ORDER as readonly string[]).indexOf(field);
  const indexRank = index === undefined ? -1 : Number(index);
  const partRank = part === undefined ? -1 : LORE_PART_ORDER.indexOf(part);
  return [fieldRank === -1 ? FIELD_ORDER.length : fieldRank, indexRank, partRank];
}

/**
 * The field in error that comes first on screen: the one to scroll to and focus
 * (docs/product.md#character-editor).
 */
export function firstErrorField(errors: FieldErrors): string | null {
  let best: string | null = null;
  let bestKey: number[] = [];
  for (const path of Object.keys(errors)) {
    const key = sortKey(path);
    if (best === null || firstDifferenceIsLower(key, bestKey)) {
      best = path;
      bestKey = key;
    }
  }
  return best;
}

function firstDifferenceIsLower(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i]! < b[i]!;
  }
  return false;
}

/** The id of the control (or group) that edits a field path; focus and aria links use it. */
export const fieldId = (path: string) => `create-${path.replaceAll(".", "-")}`;

/**
 * A server message that names a field ("body.lore.0.keywords: …", "name: …") as that field's error;
 * anything else stays a form-level message.
 */
export function serverFieldError(message: string): { field: string; text: string } | null {
  const match = /^(?:body\.|query\.|querystring\.)?([A-Za-z]+(?:\.\d+(?:\.[A-Za-z]+)?)?):\s*(.+)$/s.exec(
    message.trim(),
  );
  if (!match) return null;
  const [, field = "", text = ""] = match;
  const top = field.split(".")[0] ?? "";
  return (FIELD_ORDER as readonly string[]).includes(top) ? { field, text } : null;
}

/** Contract messages that belong to one field even when the server does not name it. */
const FIELD_BY_MESSAGE_KEY: Record<string, string> = {
  "create.errors.nameRule": "name",
  "create.errors.greetingLength": "greeting",
  "create.errors.greetingRequired": "greeting",
  "create.errors.promptLength": "prompt",
  "create.errors.introLength": "intro",
  "create.errors.loreLimit": "lore",
  "create.errors.avatarTooSmall": "avatar",
  "create.errors.imageTooLarge": "avatar",
  "create.errors.imageType": "avatar",
  "create.errors.imageUnreadable": "avatar",
  "create.errors.imageTooManyPixels": "avatar",
  "create.errors.avatarTooManyPixels": "avatar",
  "create.errors.imagesBusy": "avatar",
  "create.errors.avatarNotUploaded": "avatar",
};

export interface ServerError {
  /** The field the message is about, when known. */
  field: string | null;
  /** The catalog key of the message, when it is one of the contract's. */
  key: string | null;
  /** The server's own wording (without the field prefix), shown when there is no key. */
  text: string;
}

/** A failed save's message, placed under its field when it names one and translated when known. */
export function readServerError(message: string): ServerError {
  const named = serverFieldError(message);
  const text = (named?.text ?? message).trim();
  const key = characterMessageKey(text.replace(/[.!。！]+$/, "")) ?? null;
  return { field: named?.field ?? (key ? (FIELD_BY_MESSAGE_KEY[key] ?? null) : null), key, text };
}
