import { displayName, type OfflineCharacterContext } from "./context.ts";
import type { PromptReading } from "./prompt-reading.ts";

/** "Name: text", the way a group conversation's prompt carries everyone else's lines (modules/rooms). */
const LINE = /^([^:\n]{1,80}):[ \t]*/;
/** Narration between asterisks: what a speaker does, not what they say. */
const ACTIONS = /\*[^*]*\*/g;
/** How many of the other characters' latest lines a reply is kept from repeating. */
const OTHERS_REMEMBERED = 12;

interface GroupLine {
  /** Who spoke, as named in the prompt; null when the line names no one of the conversation. */
  speaker: string | null;
  text: string;
}

function splitLine(text: string, speakers: ReadonlySet<string>): GroupLine {
  const named = LINE.exec(text);
  const speaker = named?.[1]?.trim() ?? "";
  return named && speakers.has(speaker.toLowerCase())
    ? { speaker, text: text.slice(named[0].length) }
    : { speaker: null, text };
}

/**
 * The prompt of a group conversation as the engine composes from it (SillyTavern-style group chats:
 * every line not the character's own is a user message led by its speaker's name). The names are
 * taken off, so the reply neither quotes them nor answers as their owners; another character's
 * narration (`*…*`) is left out of what the reply reacts to — it is not the user's deed, and mirroring
 * it would act for that character; and the others' lines join what the reply must not say again, so
 * a character never echoes another. The reply answers whoever spoke last, by name. A conversation of
 * one character and the user reads as it came.
 */
export function groupReading(
  reading: PromptReading,
  context: OfflineCharacterContext,
): { reading: PromptReading; context: OfflineCharacterContext } {
  if (context.speakers.length === 0) return { reading, context };
  const speakers = new Set(context.speakers.map((name) => name.trim().toLowerCase()));
  const user = context.userName.trim().toLowerCase();
  const fromCharacter = (line: GroupLine) => line.speaker !== null && line.speaker.toLowerCase() !== user;
  const lines = reading.userTexts.map((text) => splitLine(text, speakers));
  const last = splitLine(reading.lastUserText, speakers);
  const others = lines.filter(fromCharacter).map((line) => line.text.replace(ACTIONS, " ").trim());
  const lastFromCharacter = fromCharacter(last);
  return {
    reading: {
      ...reading,
      lastUserText: lastFromCharacter
        ? last.text.replace(ACTIONS, " ").replace(/\s+/g, " ").trim()
        : last.text,
      userTexts: lines.map((line) => line.text),
      earlierReplies: [...others.filter(Boolean).slice(-OTHERS_REMEMBERED), ...reading.earlierReplies],
    },
    // The reply answers whoever spoke last: another character is addressed by its name, not the user's.
    context: lastFromCharacter ? { ...context, userName: displayName(last.speaker!) } : context,
  };
}
