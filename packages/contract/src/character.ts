import { z } from "zod";
import { BotSampling } from "./bot-sampling.ts";
import { Gender, Visibility } from "./bots.ts";
import { IMAGE_UPLOAD_LIMITS, LIMITS } from "./limits.ts";

/**
 * A few kilobytes of PNG can claim gigapixels, and decoding costs about 6 bytes of memory per pixel:
 * anything larger than these is refused from its header, before it is decoded. Pictures (report
 * screenshots, card art) may have 24 megapixels: a 24 MP camera photo, a 6K screenshot, two 12 MP
 * phone photos' worth — about 140 MB to decode. Animations count every frame.
 * Not in limits.ts, whose constants ride in the home route's bundle: only screens that name them pay for them.
 */
export const IMAGE_MAX_MEGAPIXELS = 24;
/** Avatars are shown at most a few hundred pixels wide (the web app crops them to 1024 at most). */
export const AVATAR_MAX_SIDE = 2048;
/** An animated avatar's frames together: e.g. 104 frames of 400 x 400, or 64 of 512 x 512. */
export const AVATAR_MAX_ANIMATION_MEGAPIXELS = 16;

/** Messages for character fields (docs/product.md#character-rules); the web app maps them to its catalogs. */
export const CharacterMessages = {
  nameRule: "Name must be 3-20 characters: letters, digits, underscore, dash or space",
  greetingLength: "Greeting must be 3-500 characters",
  promptLength: "Prompt must be at most 1000 characters",
  introLength: "Introduction must be at most 500 characters",
  numberTooLarge: "Number must be at most 2147483647",
  loreKeywords: "Lore keywords cannot be empty",
  loreLimit: "Lores also have an ending, delete some and try again",
  tooManyBots: "You can have up to {{max}} bots. Please delete some bots before creating them",
  inReview: "Unable to edit while in review",
  botNotFound: "Bot unavailable now, try something else",
  quotaFull: "Your creation quota is full",
  avatarTooSmall: "Avatars must be at least 400 x 400 pixels",
  imageTooLarge: "Images must be at most 10 MB",
  imageType: "Upload a PNG, JPEG, WebP or GIF image",
  imageUnreadable: "The image could not be read",
  imageTooManyPixels: `Images must be at most ${IMAGE_MAX_MEGAPIXELS} megapixels`,
  avatarTooManyPixels: `Avatars must be at most ${AVATAR_MAX_SIDE} x ${AVATAR_MAX_SIDE} pixels, and an animation at most ${AVATAR_MAX_ANIMATION_MEGAPIXELS} megapixels in all its frames`,
  imagesBusy: "The server is busy with other pictures, please try again in a moment",
  uploadExpired: "This upload link has expired, please try again",
  uploadInvalid: "This upload link is not valid",
  avatarNotUploaded: "Upload the avatar again: this picture was not uploaded here",
  reviewReasonRequired: "Give a reason for the rejection",
  reviewerOnly: "Only reviewers can do this",
  adminOnly: "Only administrators can do this",
  notInReview: "This bot is not waiting for review",
  /** Spec §8: a bot whose avatar shows no clear face cannot send pictures. */
  botNeedsFace: "Oops! Your bot needs a clear face to send images",
  /** Spec §8: a picture the moderation check refused. */
  pictureModerated: "Sorry! The picture is probably against our community standards",
  /** Spec §5, for an image-pack picture with no clear face. */
  pictureNeedsFace: "A clear face is needed to send images",
  pictureDuplicate: "This picture is almost the same as another one in the pack",
  packPictureTooSmall: `Pack pictures must be at least ${IMAGE_UPLOAD_LIMITS.packMinSide} pixels on their shorter side`,
  pictureCheckUnavailable: "Pictures cannot be checked right now, please try again later",
  pictureCheckTooSlow: "Checking this picture took too long, please try another one",
  greetingRequired: "Write a greeting before publishing this bot",
  voiceUnknown: "voice: choose one of the offered voices",
  styleUnknown: "imageStyle: choose one of the offered styles",
  categoryUnknown: "categoryIds: choose categories from the list",
  /** After the entry's path, e.g. `lore.2.id: no such entry`. */
  loreEntryUnknown: "no such entry",
  loreIdFormat: "lore id must be an entry id",
  botIdFormat: "botId must be a bot id",
  tooManyGreetings: "At most 20 alternate greetings",
  tagTooLong: "Tags must be at most 30 characters",
  tooManyCategories: "Choose at most 5 categories",
  nameFirst: "Give the character a name first",
  fileNameRequired: "s3FileName is required",
  fileEmpty: "The file is empty",
} as const;

/** Letters of any script, digits, underscore, dash and space (docs/product.md#character-rules). */
export const BOT_NAME_PATTERN = /^[\p{L}\p{N}_\- ]+$/u;

/** The most lore entries one character may hold. */
export const MAX_LORE_ENTRIES = 200;

/** Text fields are trimmed before their length is checked (docs/product.md#rules). */
const trimmed = (max: number, message: string) => z.string().trim().max(max, message);

export const BotName = z
  .string()
  .trim()
  .min(LIMITS.characterNameMin, CharacterMessages.nameRule)
  .max(LIMITS.characterNameMax, CharacterMessages.nameRule)
  .regex(BOT_NAME_PATTERN, CharacterMessages.nameRule);

export const Greeting = z
  .string()
  .trim()
  .min(LIMITS.greetingMin, CharacterMessages.greetingLength)
  .max(LIMITS.greetingMax, CharacterMessages.greetingLength);

/** Numbers the spec caps at the 32-bit maximum. */
export const BoundedInt = z.number().int().min(0).max(LIMITS.integerMax, CharacterMessages.numberTooLarge);

/**
 * Keywords as the editor types them, separated by semicolons (docs/product.md#lore), trimmed, blanks dropped.
 */
const semicolonList = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(";")
      .map((keyword) => keyword.trim())
      .filter(Boolean),
  );

/** A lore entry as the editor sends it: keywords separated by semicolons (docs/product.md#lore). */
export const LoreEntryInput = z
  .object({
    keywords: semicolonList,
    content: trimmed(4000, "Lore content must be at most 4000 characters").min(
      1,
      "Lore content cannot be empty",
    ),
    enabled: z.boolean().default(true),
    constant: z.boolean().default(false),
    /** The stored entry being edited; entries without one are new. Card-only settings of an entry survive edits. */
    id: z
      .string()
      .regex(/^\d{1,18}$/, CharacterMessages.loreIdFormat)
      .optional(),
    secondaryKeys: semicolonList.optional(),
  })
  // A constant entry is always inserted, so it needs no keywords (cards often leave them empty).
  .refine((entry) => entry.constant || entry.keywords.length > 0, {
    message: CharacterMessages.loreKeywords,
    path: ["keywords"],
  });
export type LoreEntryInput = z.infer<typeof LoreEntryInput>;

export const SpeechRate = z.enum(["slow", "medium", "fast", "super_fast"]);
export type SpeechRate = z.infer<typeof SpeechRate>;
/** How a reply's *action* text is read aloud: left out, or read by a narrator voice (docs/product.md#voice). */
export const SpeechActions = z.enum(["skip", "narrate"]);
export type SpeechActions = z.infer<typeof SpeechActions>;

/**
 * Every field of docs/product.md#bot beyond the quick ones. No defaults here: an edit (`BotChanges`) changes
 * only the fields it names, and a new bot takes the database's defaults for the fields it leaves out.
 */
const definitionFields = {
  prompt: trimmed(LIMITS.promptMax, CharacterMessages.promptLength).optional(),
  scenario: trimmed(2000, "Scenario must be at most 2000 characters").optional(),
  personality: trimmed(2000, "Personality must be at most 2000 characters").optional(),
  description: trimmed(4000, "Description must be at most 4000 characters").optional(),
  exampleDialogue: trimmed(4000, "Example dialogue must be at most 4000 characters").optional(),
  systemPrompt: trimmed(4000, "System prompt must be at most 4000 characters").optional(),
  postHistoryInstructions: trimmed(
    2000,
    "Post-history instructions must be at most 2000 characters",
  ).optional(),
  creatorNotes: trimmed(2000, "Creator notes must be at most 2000 characters").optional(),
  supplementalInfo: trimmed(4000, "Supplemental info must be at most 4000 characters").optional(),
  dialogueStyle: trimmed(500, "Dialogue style must be at most 500 characters").optional(),
  mantra: trimmed(200, "Mantra must be at most 200 characters").optional(),
  alternateGreetings: z.array(Greeting).max(20, CharacterMessages.tooManyGreetings).optional(),
  tags: z.array(z.string().trim().min(1).max(30, CharacterMessages.tagTooLong)).max(10).optional(),
  gender: Gender.nullable().optional(),
  age: BoundedInt.nullable().optional(),
  voice: z.string().trim().max(40).optional(),
  speechRate: SpeechRate.optional(),
  speechActions: SpeechActions.optional(),
  imageStyle: z.string().trim().max(40).optional(),
  hideImageDescription: z.boolean().optional(),
  /** One of the owner's finished image packs (GET /image/pack/imagePackSelect); null: none. */
  imagePackId: z
    .union([z.string().regex(/^[1-9][0-9]{0,17}$/), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)])
    .transform(String)
    .nullable()
    .optional(),
  visibility: Visibility.optional(),
  definitionVisible: z.boolean().optional(),
  categoryIds: z.array(BoundedInt).max(5, CharacterMessages.tooManyCategories).optional(),
  lore: z.array(LoreEntryInput).max(MAX_LORE_ENTRIES, CharacterMessages.loreLimit).optional(),
  /** Sampler overrides (null clears them), applied within the answering scene's bounds. */
  sampling: BotSampling.nullable().optional(),
};

/** The fields of quick create (docs/product.md#character-editor). */
export const QuickCharacter = z.object({
  name: BotName,
  greeting: Greeting,
  intro: trimmed(500, CharacterMessages.introLength).default(""),
  avatar: z.string().max(500).default(""),
  categoryId: BoundedInt.optional(),
});
export type QuickCharacter = z.infer<typeof QuickCharacter>;

/** POST /ai/roleInfo/addBotV2: advanced create adds every definition field of docs/product.md#bot. */
export const AdvancedCharacter = QuickCharacter.extend(definitionFields);
export type AdvancedCharacter = z.infer<typeof AdvancedCharacter>;
export type AdvancedCharacterInput = z.input<typeof AdvancedCharacter>;

const botId = z.string().regex(/^\d{1,18}$/, CharacterMessages.botIdFormat);

/** POST /ai/roleInfo/modifyBotInfoV2: the bot and the fields to change; fields left out stay as they are. */
export const BotChanges = z.object({
  botId,
  name: BotName.optional(),
  greeting: Greeting.optional(),
  intro: trimmed(500, CharacterMessages.introLength).optional(),
  avatar: z.string().max(500).optional(),
  ...definitionFields,
});
export type BotChanges = z.infer<typeof BotChanges>;
export type BotChangesInput = z.input<typeof BotChanges>;

export const ReviewStatus = z.enum(["approved", "pending", "rejected"]);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** What create and edit answer: where the bot now stands. */
export const SavedBot = z.object({
  botId: z.string(),
  botName: z.string(),
  avatar: z.string(),
  visibility: Visibility,
  reviewStatus: ReviewStatus,
});
export type SavedBot = z.infer<typeof SavedBot>;

/**
 * POST /ai/roleInfo/updateBotVisibility (My Bots): bots are never deleted, only made private
 * (docs/product.md#creator).
 */
export const VisibilityChange = z.object({
  botId,
  visibility: Visibility,
  definitionVisible: z.boolean().optional(),
});
export type VisibilityChange = z.infer<typeof VisibilityChange>;

/** POST /ai/roleInfo/updateBotPersonality. */
export const PersonalityChange = z.object({
  botId,
  personality: trimmed(2000, "Personality must be at most 2000 characters"),
});

/** A lore entry as the editor shows it: keywords joined back with semicolons. */
export const EditableLoreEntry = z.object({
  id: z.string(),
  keywords: z.string(),
  secondaryKeys: z.string(),
  content: z.string(),
  enabled: z.boolean(),
  constant: z.boolean(),
});

/** GET /ai/roleInfo/getBotEditInfo: everything the creator's edit form needs. */
export const BotEditInfo = z.object({
  botId: z.string(),
  name: z.string(),
  characterName: z.string(),
  greeting: z.string(),
  intro: z.string(),
  avatar: z.string(),
  prompt: z.string(),
  scenario: z.string(),
  personality: z.string(),
  description: z.string(),
  exampleDialogue: z.string(),
  systemPrompt: z.string(),
  postHistoryInstructions: z.string(),
  creatorNotes: z.string(),
  supplementalInfo: z.string(),
  dialogueStyle: z.string(),
  mantra: z.string(),
  alternateGreetings: z.array(z.string()),
  tags: z.array(z.string()),
  gender: Gender.nullable(),
  age: z.number().int().nullable(),
  voice: z.string(),
  speechRate: SpeechRate,
  speechActions: SpeechActions,
  imageStyle: z.string(),
  hideImageDescription: z.boolean(),
  imagePackId: z.string().nullable(),
  visibility: Visibility,
  definitionVisible: z.boolean(),
  categoryIds: z.array(z.number().int()),
  lore: z.array(EditableLoreEntry),
  sampling: BotSampling.nullable(),
  reviewStatus: ReviewStatus,
  reviewReason: z.string().nullable(),
  needsGreeting: z.boolean(),
});
export type BotEditInfo = z.infer<typeof BotEditInfo>;

/** One row of My Bots (GET /ai/roleInfo/myBots). */
export const MyBot = z.object({
  botId: z.string(),
  botName: z.string(),
  characterName: z.string(),
  intro: z.string(),
  avatar: z.string(),
  visibility: Visibility,
  reviewStatus: ReviewStatus,
  reviewReason: z.string().nullable(),
  needsGreeting: z.boolean(),
  chats: z.number().int(),
  likes: z.number().int(),
  updatedAt: z.string(),
  /** BotType: 2 for a text adventure, edited on /create/adventure. */
  botType: z.number().int(),
  /** A text adventure's story title; null for a character. */
  storyTitle: z.string().nullable(),
});
export type MyBot = z.infer<typeof MyBot>;

export const ConfigOption = z.object({ id: z.string(), label: z.string(), labelZh: z.string() });

/** GET /ai/roleInfo/botConfig: choices and limits of the creation form. */
export const BotCreationConfig = z.object({
  reviewMode: z.enum(["auto", "manual"]),
  maxBots: z.number().int(),
  ownedBots: z.number().int(),
  avatar: z.object({ minSide: z.number().int(), maxBytes: z.number().int(), types: z.array(z.string()) }),
  /** The largest PDF an upload with purpose "pdf" may be (PDF_MAX_BYTES). */
  pdfMaxBytes: z.number().int(),
  voices: z.array(ConfigOption),
  speechRates: z.array(SpeechRate),
  imageStyles: z.array(ConfigOption),
  /** Whether avatars come from a configured image model or are drawn offline. */
  avatarGenerator: z.enum(["offline", "model"]),
});
export type BotCreationConfig = z.infer<typeof BotCreationConfig>;

/** POST /ai/roleInfo/generateAvatars. */
export const GenerateAvatarsRequest = z.object({
  name: z.string().trim().min(1, CharacterMessages.nameFirst).max(100),
  gender: Gender.nullable().optional(),
  style: z.string().trim().max(40).optional(),
  count: z.number().int().min(1).max(4).default(4),
});
export const GeneratedAvatars = z.object({ avatars: z.array(z.string()) });

/** POST /aws/s3/sign: a signed address to PUT one file to. */
export const UploadSignRequest = z.object({
  s3FileName: z.string().trim().min(1, CharacterMessages.fileNameRequired).max(200),
  contentType: z.string().trim().max(100),
  size: z.number().int().min(1, CharacterMessages.fileEmpty).max(LIMITS.integerMax),
  /** "pdf": a document for a PDF bot or a supplemental PDF (application/pdf, at most botConfig's pdfMaxBytes). */
  /** "voice": a recording for a voice pack (an audio type, at most VOICE_LIMITS.fileMaxBytes). */
  purpose: z.enum(["avatar", "image", "pdf", "voice"]).default("avatar"),
});
export const UploadSignResult = z.object({
  /** PUT the file here; the address without its query is the file's final URL. */
  url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type UploadSignResult = z.infer<typeof UploadSignResult>;

/** POST /sm/checkHeadImage. */
export const HeadImageCheckRequest = z.object({ imageUrl: z.string().trim().min(1).max(500) });
export const HeadImageCheck = z.object({
  pass: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  message: z.string(),
  /**
   * With a bucket, the check takes the uploaded file in and answers the stored picture's address,
   * which replaces the uploaded one. Local storage stored it at the PUT, so it sends none.
   */
  url: z.string().optional(),
  /**
   * Whether the picture shows a clear face (docs/decisions/0036-offline-vision.md). Not needed for an
   * avatar, but a bot whose avatar has none cannot send pictures.
   */
  hasFace: z.boolean(),
});
export type HeadImageCheck = z.infer<typeof HeadImageCheck>;

/** POST /sm/batchCheckImage: 1-50 stored uploads meant for an image pack. */
export const BatchCheckImageRequest = z.object({
  imageUrls: z.array(z.string().trim().min(1).max(500)).min(1).max(IMAGE_UPLOAD_LIMITS.packCheckMax),
});
export const PackPictureProblem = z.enum(["noFace", "tooSmall", "duplicate", "moderated", "notUploaded"]);
export type PackPictureProblem = z.infer<typeof PackPictureProblem>;
export const PackPictureVerdict = z.object({
  url: z.string(),
  pass: z.boolean(),
  reasons: z.array(PackPictureProblem),
  /** The first reason, said to the user; empty when the picture passes. */
  message: z.string(),
});
export type PackPictureVerdict = z.infer<typeof PackPictureVerdict>;
export const BatchCheckImageResult = z.array(PackPictureVerdict);

/** One bot waiting in the review queue (GET /admin/review/list). */
export const ReviewQueueItem = z.object({
  botId: z.string(),
  botName: z.string(),
  characterName: z.string(),
  avatar: z.string(),
  intro: z.string(),
  greeting: z.string(),
  description: z.string(),
  visibility: Visibility,
  creator: z.object({ userId: z.string(), userName: z.string() }),
  submittedAt: z.string(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItem>;

/** POST /admin/review/decide. */
export const ReviewDecision = z
  .object({
    botId,
    decision: z.enum(["approve", "reject"]),
    reason: z.string().trim().max(500).default(""),
  })
  .refine((value) => value.decision === "approve" || value.reason.length > 0, {
    message: CharacterMessages.reviewReasonRequired,
    path: ["reason"],
  });
export type ReviewDecisionInput = z.input<typeof ReviewDecision>;

/** The definition of a character: shown to its creator, and to others only when the creator allows. */
export const BotDefinition = z.object({
  description: z.string(),
  personality: z.string(),
  scenario: z.string(),
  exampleDialogue: z.string(),
  systemPrompt: z.string(),
  postHistoryInstructions: z.string(),
  creatorNotes: z.string(),
  loreCount: z.number().int(),
});

/** GET /ai/roleInfo/getBotInfo: one bot for its profile page and chat header. */
export const BotDetail = z.object({
  botId: z.string(),
  botName: z.string(),
  characterName: z.string(),
  intro: z.string(),
  greeting: z.string(),
  alternateGreetings: z.array(z.string()),
  avatar: z.string(),
  tags: z.array(z.string()),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  visibility: Visibility,
  reviewStatus: ReviewStatus,
  /** Why a reviewer rejected the bot; only its creator sees it. */
  reviewReason: z.string().nullable(),
  isStoryBot: z.boolean(),
  /** BotType (1 character, 2 text adventure, 4 PDF bot): which editor the owner's Edit opens. */
  botType: z.number().int(),
  chats: z.number().int(),
  likes: z.number().int(),
  /** Whether the signed-in viewer likes the bot (false for visitors). */
  liked: z.boolean(),
  isOwner: z.boolean(),
  needsGreeting: z.boolean(),
  definitionVisible: z.boolean(),
  creator: z.object({ userId: z.string(), userName: z.string(), avatar: z.string() }),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), nameZh: z.string() })),
  /** Null unless the viewer is the creator or the creator shows the definition. */
  definition: BotDefinition.nullable(),
});
export type BotDetail = z.infer<typeof BotDetail>;

export const BotIdQuery = z.object({ botId });

/** GET /ai/roleInfo/botModelBounds: for a bot being edited; without one, the scene a new bot would get. */
export const BotModelBoundsQuery = z.object({ botId: botId.optional() });

/** GET and POST /admin/bots/modelScene: the scene a bot is pinned to (null: the user's choice). */
export const BotModelSceneQuery = z.object({ botId });
export const BotModelSceneChange = z.object({ botId, sceneId: z.string().trim().min(1).max(100).nullable() });
