import type {
  AdvancedCharacterInput,
  BotEditInfo,
  Gender,
  SpeechActions,
  SpeechRate,
  Visibility,
} from "@fable/contract";
import { emptySamplingDraft, type SamplingDraft, samplingDraftFrom, samplingPayload } from "./samplingDraft";

/** One lore entry as the editor holds it; `key` only identifies the row on screen. */
export interface LoreDraft {
  key: string;
  /** The stored entry's id, kept so an edit updates the entry instead of replacing it. */
  id?: string;
  keywords: string;
  secondaryKeys: string;
  content: string;
  enabled: boolean;
  constant: boolean;
}

/** Every field of the creation form, as typed (text stays text until it is sent). */
export interface CharacterForm {
  name: string;
  greeting: string;
  intro: string;
  avatar: string;
  prompt: string;
  scenario: string;
  personality: string;
  description: string;
  exampleDialogue: string;
  systemPrompt: string;
  postHistoryInstructions: string;
  creatorNotes: string;
  supplementalInfo: string;
  dialogueStyle: string;
  mantra: string;
  alternateGreetings: string[];
  tags: string[];
  gender: Gender | "";
  age: string;
  voice: string;
  speechRate: SpeechRate | "";
  speechActions: SpeechActions | "";
  imageStyle: string;
  hideImageDescription: boolean;
  /** The chosen image pack's id; "" for none. */
  imagePackId: string;
  visibility: Visibility;
  definitionVisible: boolean;
  categoryIds: number[];
  lore: LoreDraft[];
  /** Advanced → Model settings: the creator's sampler overrides. */
  sampling: SamplingDraft;
}

/** The free-text fields of docs/product.md#bot beyond the quick ones, in the order the form shows them. */
export const DEFINITION_TEXT_FIELDS = [
  "prompt",
  "description",
  "personality",
  "scenario",
  "exampleDialogue",
  "systemPrompt",
  "postHistoryInstructions",
  "creatorNotes",
  "supplementalInfo",
  "dialogueStyle",
  "mantra",
] as const satisfies readonly (keyof CharacterForm)[];

export type DefinitionTextField = (typeof DEFINITION_TEXT_FIELDS)[number];

export function emptyForm(): CharacterForm {
  return {
    name: "",
    greeting: "",
    intro: "",
    avatar: "",
    prompt: "",
    scenario: "",
    personality: "",
    description: "",
    exampleDialogue: "",
    systemPrompt: "",
    postHistoryInstructions: "",
    creatorNotes: "",
    supplementalInfo: "",
    dialogueStyle: "",
    mantra: "",
    alternateGreetings: [],
    tags: [],
    gender: "",
    age: "",
    voice: "",
    speechRate: "",
    speechActions: "",
    imageStyle: "",
    hideImageDescription: false,
    imagePackId: "",
    visibility: "public",
    definitionVisible: false,
    categoryIds: [],
    lore: [],
    sampling: emptySamplingDraft(),
  };
}

let loreKeySeed = 0;
/** A row key unique within this page's life. */
export const newLoreKey = () => `lore-${++loreKeySeed}`;

export function emptyLore(): LoreDraft {
  return { key: newLoreKey(), keywords: "", secondaryKeys: "", content: "", enabled: true, constant: false };
}

/** "a; b;;c " → ["a", "b", "c"]: the same split the contract applies. */
export function splitKeywords(text: string): string[] {
  return text
    .split(";")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** ["a", "b"] → "a; b": how stored keywords are shown for editing. */
export function joinKeywords(keywords: readonly string[]): string {
  return keywords
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .join("; ");
}

/** Tidies a keyword list as typed (on blur); blank text stays blank so the empty error can show. */
export const normalizeKeywords = (text: string) => joinKeywords(splitKeywords(text));

export function formFromEditInfo(info: BotEditInfo): CharacterForm {
  return {
    name: info.name,
    greeting: info.greeting,
    intro: info.intro,
    avatar: info.avatar,
    prompt: info.prompt,
    scenario: info.scenario,
    personality: info.personality,
    description: info.description,
    exampleDialogue: info.exampleDialogue,
    systemPrompt: info.systemPrompt,
    postHistoryInstructions: info.postHistoryInstructions,
    creatorNotes: info.creatorNotes,
    supplementalInfo: info.supplementalInfo,
    dialogueStyle: info.dialogueStyle,
    mantra: info.mantra,
    alternateGreetings: [...info.alternateGreetings],
    tags: [...info.tags],
    gender: info.gender ?? "",
    age: info.age === null ? "" : String(info.age),
    voice: info.voice,
    speechRate: info.speechRate,
    speechActions: info.speechActions,
    imageStyle: info.imageStyle,
    hideImageDescription: info.hideImageDescription,
    imagePackId: info.imagePackId ?? "",
    visibility: info.visibility,
    definitionVisible: info.definitionVisible,
    categoryIds: [...info.categoryIds],
    lore: info.lore.map((entry) => ({
      key: newLoreKey(),
      id: entry.id,
      keywords: entry.keywords,
      secondaryKeys: entry.secondaryKeys,
      content: entry.content,
      enabled: entry.enabled,
      constant: entry.constant,
    })),
    sampling: samplingDraftFrom(info.sampling),
  };
}

/** The age as sent: blank is "not given"; anything else goes as a number for the schema to judge. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  return trimmed ? Number(trimmed) : null;
}

type LorePayload = NonNullable<AdvancedCharacterInput["lore"]>[number];

function lorePayload(entry: LoreDraft): LorePayload {
  return {
    ...(entry.id ? { id: entry.id } : {}),
    keywords: entry.keywords,
    secondaryKeys: entry.secondaryKeys,
    content: entry.content,
    enabled: entry.enabled,
    constant: entry.constant,
  };
}

/** Every field with an explicit value, blank included: the base of both payloads. */
type FullValues = Omit<Required<AdvancedCharacterInput>, "categoryId" | "speechRate" | "speechActions"> & {
  speechRate?: SpeechRate;
  speechActions?: SpeechActions;
};

function fullValues(form: CharacterForm): FullValues {
  const values: FullValues = {
    name: form.name,
    greeting: form.greeting,
    intro: form.intro,
    avatar: form.avatar,
    prompt: form.prompt,
    scenario: form.scenario,
    personality: form.personality,
    description: form.description,
    exampleDialogue: form.exampleDialogue,
    systemPrompt: form.systemPrompt,
    postHistoryInstructions: form.postHistoryInstructions,
    creatorNotes: form.creatorNotes,
    supplementalInfo: form.supplementalInfo,
    dialogueStyle: form.dialogueStyle,
    mantra: form.mantra,
    alternateGreetings: form.alternateGreetings,
    tags: form.tags,
    gender: form.gender || null,
    age: parseAge(form.age),
    voice: form.voice,
    imageStyle: form.imageStyle,
    hideImageDescription: form.hideImageDescription,
    imagePackId: form.imagePackId || null,
    visibility: form.visibility,
    definitionVisible: form.definitionVisible,
    categoryIds: form.categoryIds,
    lore: form.lore.map(lorePayload),
    sampling: samplingPayload(form.sampling),
  };
  if (form.speechRate) values.speechRate = form.speechRate;
  if (form.speechActions) values.speechActions = form.speechActions;
  return values;
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && !value.trim()) ||
  (Array.isArray(value) && value.length === 0);

/** Fields a new bot always sends, even blank, so their errors show instead of the database's default. */
const ALWAYS_SENT = new Set(["name", "greeting", "intro", "avatar"]);

/**
 * POST /ai/roleInfo/addBotV2 body: what the creator filled in; blank optional fields are left out so
 * the new bot takes the database's defaults.
 */
export function toCreatePayload(form: CharacterForm): AdvancedCharacterInput {
  const values = fullValues(form) as Record<string, unknown>;
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (ALWAYS_SENT.has(key) || !isBlank(value)) payload[key] = value;
  }
  return payload as AdvancedCharacterInput;
}

/**
 * POST /ai/roleInfo/modifyBotInfoV2 body: the bot and only the fields that differ from what was loaded
 * (a cleared field is sent blank, so it is cleared). Lore goes as the whole list when any entry changed.
 */
export function toChangesPayload(
  botId: string,
  initial: CharacterForm,
  form: CharacterForm,
): { botId: string } & Partial<FullValues> {
  const before = fullValues(initial) as Record<string, unknown>;
  const after = fullValues(form) as Record<string, unknown>;
  const changes: Record<string, unknown> = { botId };
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return changes as { botId: string } & Partial<FullValues>;
}

export const hasChanges = (payload: object) => Object.keys(payload).some((key) => key !== "botId");
