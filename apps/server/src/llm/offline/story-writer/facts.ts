import type { AdventureDraft } from "@fable/contract";
import { cjkShare, sentencesOf } from "../text.ts";
import { type GenreId, genreOf } from "./genres.ts";

/** What the offline writer knows of a partly written adventure. */
export interface StoryFacts {
  chinese: boolean;
  genre: GenreId;
  /** The character's name; empty when the form has none yet. */
  name: string;
  title: string;
  gender: AdventureDraft["gender"];
  /** First sentences of what is written, without their end punctuation; empty when not written. */
  character: string;
  protagonist: string;
  setting: string;
  /** The storyline's sentences, when one is written. */
  beats: string[];
}

const firstSentence = (text: string | undefined) =>
  (sentencesOf(text ?? "")[0] ?? "").replace(/[.!?。！？…]+$/u, "").trim();

/** Reads a draft: its language (Chinese when most of its letters are), genre, names and first sentences. */
export function storyFacts(draft: AdventureDraft): StoryFacts {
  const written = [
    draft.title,
    draft.characterName,
    draft.characterDescription,
    draft.protagonistDescription,
    draft.storyline,
    draft.openingScene,
    draft.background,
    draft.briefIntro,
    draft.prologue,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    chinese: cjkShare(written) > 0.3,
    genre: genreOf(written),
    name: draft.characterName?.trim() ?? "",
    title: draft.title?.trim() ?? "",
    gender: draft.gender ?? null,
    character: firstSentence(draft.characterDescription),
    protagonist: firstSentence(draft.protagonistDescription),
    setting: firstSentence(draft.background),
    beats: sentencesOf(draft.storyline ?? ""),
  };
}
