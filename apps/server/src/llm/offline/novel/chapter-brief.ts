import type { Random } from "../random.ts";

/** What the offline writer knows of a story and of the chapter to write. */
export interface ChapterBrief {
  title: string;
  characterName: string;
  characterDescription: string;
  protagonistDescription: string;
  background: string;
  /** The storyline beat this chapter follows; null once the novel has gone past its last beat. */
  beat: string | null;
  /** The beat after it, which the chapter's end leans towards (null at the last beat). */
  nextBeat: string | null;
  /** The previous chapter's last paragraph; null for chapter 1. */
  previousEnding: string | null;
  number: number;
}

export interface WrittenText {
  title: string;
  text: string;
}

/** The facts a passage template fills in: sentences of the story, never invented names. */
export interface PassageFacts {
  name: string;
  /** A sentence of the character's description, of the background, of the protagonist's. */
  trait: string;
  place: string;
  self: string;
  beat: string;
  next: string;
  previous: string;
  number: number;
}

export type Passage = (facts: PassageFacts, random: Random) => string;
export interface PassageSet {
  opening: Passage[];
  recall: Passage[];
  place: Passage[];
  character: Passage[];
  beat: Passage[];
  dialogue: Passage[];
  inner: Passage[];
  closing: Passage[];
  closingLast: Passage[];
  title: (facts: PassageFacts, random: Random) => string;
}
