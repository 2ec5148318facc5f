import { NOVEL_LIMITS } from "@fable/contract";
import type { ChapterBrief, WrittenText } from "../../llm/offline/novel/chapter-writer.ts";
import { isMostlyCjk } from "../../llm/offline/text.ts";

/** What the model is told to write: one chapter, 400–900 words, a title line first. */
export function chapterInstruction(brief: ChapterBrief): string {
  const language = isMostlyCjk(`${brief.title}${brief.characterDescription}`)
    ? "Write in Simplified Chinese."
    : "Write in the language of the story.";
  return `You are writing chapter ${brief.number} of a serialized novel. Write 400 to 900 words of prose in the second person ("you" is the protagonist), with dialogue, following the chapter's plot point and continuing where the previous chapter ended. Keep characters consistent with their descriptions. ${language} Answer with the title on the first line as "Chapter ${brief.number}: <title>", then the chapter text in paragraphs separated by blank lines. No notes, no preamble.`;
}

/** The story's fields, the beat to follow and the previous chapter's ending. */
export function chapterPrompt(brief: ChapterBrief): string {
  return [
    `Story: ${brief.title}`,
    `Character: ${brief.characterName}. ${brief.characterDescription}`,
    `Protagonist: ${brief.protagonistDescription}`,
    `Background: ${brief.background}`,
    brief.beat
      ? `This chapter's plot point: ${brief.beat}`
      : "The storyline's plot points are all told: write what happens after them.",
    brief.nextBeat ? `The chapter after this one will tell: ${brief.nextBeat}` : "",
    brief.previousEnding
      ? `The previous chapter ended:\n${brief.previousEnding}`
      : "This is the first chapter.",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * The model's answer as a chapter: a "Chapter N: title" first line when there is one (else a plain
 * title), the rest as paragraphs, within the stored bounds. Null when nothing usable came back.
 */
export function chapterFromModel(answer: string, number: number): WrittenText | null {
  const lines = answer
    .replace(/\r\n?/g, "\n")
    .slice(0, NOVEL_LIMITS.chapterMaxChars + 400)
    .trim()
    .split("\n");
  const first = (lines[0] ?? "").replace(/^[#*\s]+|[*\s]+$/g, "");
  const titled = /^(?:chapter\s+\d+|第.{1,6}章)/i.test(first);
  const title = titled ? first : `Chapter ${number}`;
  const body = (titled ? lines.slice(1) : lines)
    .join("\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean)
    .join("\n\n")
    .slice(0, NOVEL_LIMITS.chapterMaxChars);
  if (body.length < 40) return null;
  return { title: title.slice(0, NOVEL_LIMITS.chapterTitleMax), text: body };
}
