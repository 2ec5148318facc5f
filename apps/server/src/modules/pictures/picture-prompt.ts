/**
 * The words an image engine draws from: who the character is (looks, gender, age), where the scene
 * is, what was just said, and what the user asked for — in the bot's image style, with a negative
 * prompt of the usual flaws. Each part is cut to its own share, so a long card cannot crowd out the
 * request, and the whole stays within MAX_PROMPT_CHARS (OpenAI's smallest prompt limit is 1000).
 */

export interface PromptCharacter {
  name: string;
  /** The card's description: usually the looks, often the story as well. */
  description: string;
  personality: string;
  /** A card's own appearance field, where it has one (cardData.extensions …); it wins over the description. */
  appearance?: string | undefined;
  gender: "male" | "female" | "non-binary" | null;
  age: number | null;
  /** An id of IMAGE_STYLES (bots/creation-options.ts); "" is the default. */
  imageStyle: string;
}

export interface PictureMessage {
  role: "user" | "assistant";
  content: string;
}

export interface PicturePromptInput {
  character: PromptCharacter;
  /** The bot's scenario (backgroundIntro) or a story's current scene. */
  scene: string;
  lastMessages: PictureMessage[];
  /** What the user asked for ("a selfie at the beach"), "" for the picture button. */
  request: string;
  /** Overrides the character's image style. */
  style?: string | undefined;
  /** Whether the bot and the user both allow NSFW; otherwise nudity is in the negative prompt. */
  nsfw?: boolean;
}

export const MAX_PROMPT_CHARS = 1000;
const SHARES = { looks: 320, request: 160, scene: 160, moment: 200, mood: 80 } as const;
/** The last messages read for what is happening now. */
const MOMENT_MESSAGES = 3;

const STYLE_WORDS: Record<string, { positive: string; negative: string }> = {
  "": { positive: "high quality, detailed", negative: "" },
  anime: { positive: "anime style, cel shading, vibrant colours", negative: "photo, realistic, 3d render" },
  realistic: {
    positive: "photorealistic photo, natural lighting, 35mm, sharp focus",
    negative: "cartoon, anime, drawing, painting, 3d render",
  },
  illustration: { positive: "digital illustration, clean lines", negative: "photo, 3d render" },
  painting: { positive: "oil painting, visible brush strokes", negative: "photo, 3d render" },
  "3d": { positive: "3d render, soft global illumination", negative: "photo, sketch" },
  pixel: { positive: "pixel art, limited palette", negative: "photo, blurry, smooth shading" },
};

const BASE_NEGATIVE =
  "lowres, blurry, bad anatomy, bad hands, extra fingers, missing fingers, deformed face, watermark, text, signature, jpeg artifacts";
const SAFE_NEGATIVE = "nsfw, nudity, explicit";

/**
 * Card text as plain words: macros, markup and line breaks out, whitespace folded. Only the start of
 * the text is read (no share is over 320 characters), so a megabyte of card costs nothing.
 */
function plain(text: string, name: string): string {
  return text
    .slice(0, 4 * SHARES.looks)
    .replace(/\{\{char\}\}|<BOT>/gi, name)
    .replace(/\{\{user\}\}|<USER>/gi, "the viewer")
    .replace(/\{\{[^{}]{0,40}\}\}/g, "")
    .replace(/[*_#`>~[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters, cut at a word or sentence boundary where one is near. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const boundary = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(", "), cut.lastIndexOf(" "));
  return (boundary > max * 0.6 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:]+$/, "");
}

/** "25-year-old woman", "man", "person" … from the bot's fields. */
function who(character: PromptCharacter): string {
  const noun = character.gender === "female" ? "woman" : character.gender === "male" ? "man" : "person";
  const age = character.age;
  if (age === null || age <= 0 || age >= 1000) return noun;
  // Pictures only ever show adults: a card's younger age is not drawn.
  return age < 18 ? `adult ${noun}` : `${age}-year-old ${noun}`;
}

export function picturePrompt(input: PicturePromptInput): { prompt: string; negative: string } {
  const { character } = input;
  const style = STYLE_WORDS[input.style ?? character.imageStyle] ?? STYLE_WORDS[""]!;
  const name = character.name.trim();
  const looks = clip(
    plain(character.appearance?.trim() ? character.appearance : character.description, name),
    SHARES.looks,
  );
  const mood = clip(plain(character.personality, name), SHARES.mood);
  const request = clip(plain(input.request, name), SHARES.request);
  const scene = clip(plain(input.scene, name), SHARES.scene);
  const moment = clip(
    input.lastMessages
      .slice(-MOMENT_MESSAGES)
      .map((message) => plain(message.content, name))
      .filter(Boolean)
      .join(" / "),
    SHARES.moment,
  );
  const parts = [
    style.positive,
    `${name}, ${who(character)}`,
    looks && `looks: ${looks}`,
    request ? `picture: ${request}` : "picture: a portrait looking at the viewer",
    // Where the request names no place, the scene sets it.
    scene && `setting: ${scene}`,
    moment && `moment: ${moment}`,
    mood && `mood: ${mood}`,
  ].filter(Boolean);
  const negative = [BASE_NEGATIVE, style.negative, input.nsfw ? "" : SAFE_NEGATIVE]
    .filter(Boolean)
    .join(", ");
  return { prompt: clip(parts.join(". "), MAX_PROMPT_CHARS), negative };
}
