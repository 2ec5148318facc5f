import { ADVENTURE_LIMITS, type AdventureDraft, type GeneratedStoryText } from "@fable/contract";
import { hashText } from "../../../llm/offline/random.ts";
import { type StoryWriterField, writeStoryField } from "../../../llm/offline/story-writer/index.ts";
import { clip } from "../../../llm/offline/text.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { generateOnce, sceneForUser } from "../../chat/index.ts";

const MAX_OUTPUT_TOKENS = 700;

/** What each field is, for the model. */
const FIELD_TASKS: Record<StoryWriterField, string> = {
  background: "the story's background: the world, the situation and what is at stake, in one paragraph",
  storyline:
    "the storyline: four or five sentences, one per chapter, from the protagonist's arrival to the final choice",
  prologue: "the prologue: one paragraph in the second person that sets the mood before the story begins",
  openingScene:
    "the opening scene: one paragraph in the second person where the character meets the protagonist, ending on a moment of choice",
};

function instruction(field: StoryWriterField): string {
  const actions =
    field === "openingScene"
      ? ` Then write a line "Actions:" followed by exactly three short actions the protagonist could take next, one per line, each at most ${ADVENTURE_LIMITS.actionMax} characters.`
      : "";
  return `You help a writer fill in the form of an interactive text adventure. Write ${FIELD_TASKS[field]}, at most ${ADVENTURE_LIMITS.textMax} characters, in the language of the form, consistent with everything already written. The protagonist is "you". Answer with the text only: no title, no label, no quotes.${actions}`;
}

const DRAFT_LABELS: [keyof AdventureDraft, string][] = [
  ["title", "Story title"],
  ["characterName", "Character name"],
  ["gender", "Character gender"],
  ["age", "Character age"],
  ["characterDescription", "Character description"],
  ["protagonistDescription", "Protagonist (you)"],
  ["background", "Background"],
  ["storyline", "Storyline"],
  ["prologue", "Prologue"],
  ["openingScene", "Opening scene"],
  ["briefIntro", "Brief intro"],
];

/** The written fields of the form as "Label: text" lines; blank ones are left out. */
export function draftPrompt(draft: AdventureDraft): string {
  const lines = DRAFT_LABELS.flatMap(([key, label]) => {
    const value = draft[key];
    return value === undefined || value === null || value === "" ? [] : [`${label}: ${value}`];
  });
  const actions = (draft.actions ?? []).filter(Boolean);
  if (actions.length > 0) lines.push(`Actions: ${actions.join(" / ")}`);
  return lines.length > 0 ? lines.join("\n") : "(The form is still empty: invent a story.)";
}

const cleanLine = (line: string) =>
  line
    .replace(/^\s*(?:[-*•]|\d+[.)、])\s*/, "")
    .replace(/^["“]|["”]$/g, "")
    .trim();

/**
 * The model's answer as a field: a leading label and wrapping quotes dropped, within the limit; for
 * the opening scene the text before "Actions:" and up to three actions after it.
 */
export function parseWrittenField(
  text: string,
  field: StoryWriterField,
): { text: string; actions: string[] | null } {
  const [body = "", actionPart] = text.split(/^\s*(?:\*\*)?(?:actions?|行动)(?:\*\*)?\s*[:：]\s*/im);
  const cleaned = body
    .trim()
    .replace(/^(?:\*\*)?[\p{L} ]{2,24}(?:\*\*)?\s*[:：]\s*/u, (label) =>
      /background|storyline|prologue|opening scene|背景|故事线|序章|开场/i.test(label) ? "" : label,
    )
    .replace(/^["“]([^"“”]*)["”]$/, "$1")
    .trim();
  const actions =
    field === "openingScene"
      ? [
          ...new Set(
            (actionPart ?? "")
              .split("\n")
              .map(cleanLine)
              .filter(Boolean)
              .map((action) => clip(action, ADVENTURE_LIMITS.actionMax - 1)),
          ),
        ].slice(0, ADVENTURE_LIMITS.actionCount)
      : null;
  return { text: clip(cleaned, ADVENTURE_LIMITS.textMax - 1), actions };
}

/**
 * POST /ai/roleInfo/generated/background and generated/chapter: one field of the adventure form,
 * written from what the form already holds by the user's model (or its fallbacks), or by the offline
 * writer when the offline engine answers. A model answer missing some of the opening scene's actions is completed
 * with the offline writer's, so the form always gets three.
 */
export async function writeAdventureField(
  ctx: UserContext,
  draft: AdventureDraft,
  field: StoryWriterField,
): Promise<GeneratedStoryText> {
  // Another click writes another version; the same moment and draft always write the same one.
  const seed = hashText(`${field}\n${JSON.stringify(draft)}`, ctx.clock.now().getTime() >>> 0);
  const offline = writeStoryField(draft, field, seed);
  const answer = await generateOnce(ctx, {
    scene: await sceneForUser(ctx, ctx.userId),
    call: () => ({
      system: instruction(field),
      prompt: draftPrompt(draft),
      maxOutputTokens: MAX_OUTPUT_TOKENS,
    }),
    account: { userId: ctx.userId, dialogueId: null, kind: "story-writing" },
    usable: (text) => parseWrittenField(text, field).text !== "",
  });
  if ("offline" in answer) return offline;
  const written = parseWrittenField(answer.text, field);
  if (written.actions) {
    const missing = (offline.actions ?? []).filter((action) => !written.actions!.includes(action));
    written.actions = [...written.actions, ...missing].slice(0, ADVENTURE_LIMITS.actionCount);
  }
  return written;
}
