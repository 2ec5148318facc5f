import type { PromptInput } from "../../llm/prompt/index.ts";
import type { ModelScene } from "../../llm/registry.ts";
import type { UserContext } from "../../routing/user-context.ts";
import type { BotRow } from "../bots/bots.schema.ts";
import { buildPromptInput, characterNameOf, loreOf } from "../chat/index.ts";
import type { RoomRow } from "./rooms.schema.ts";

/** A message of the room as a prompt reads it: who wrote it (null: the user) and its shown text. */
export interface RoomLine {
  botId: number | null;
  text: string;
}

/** Everything one character's reply in a room is written from. */
export interface RoomPromptParts {
  room: Pick<RoomRow, "topic" | "customMemory" | "summary">;
  /** The character who speaks. */
  speaker: BotRow;
  /** Every character of the room, the speaker included. */
  characters: readonly BotRow[];
  scene: ModelScene;
  userName: string;
  persona: { name: string; description: string } | null;
  pinned: readonly RoomLine[];
  /** The room's messages the reply answers, oldest first. */
  history: readonly RoomLine[];
}

/** "A, B and C" (or "A" alone). */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** Who wrote a line: the user, a character of the room, or "Someone" (a character since removed). */
export function speakerNameOf(
  parts: Pick<RoomPromptParts, "characters" | "userName">,
  botId: number | null,
): string {
  if (botId === null) return parts.userName;
  const bot = parts.characters.find((character) => character.id === botId);
  return bot ? characterNameOf(bot) : "Someone";
}

/**
 * The room's history as one character sees it (SillyTavern's group chats): its own messages are the
 * assistant's, everyone else's — the user's and the other characters' — are user turns led by the
 * speaker's name, so the model knows who said what and answers as itself alone.
 */
export function historyFor(
  parts: Pick<RoomPromptParts, "speaker" | "characters" | "userName">,
  lines: readonly RoomLine[],
) {
  return lines.map((line) =>
    line.botId === parts.speaker.id
      ? { role: "bot", text: line.text }
      : { role: "user", text: `${speakerNameOf(parts, line.botId)}: ${line.text}` },
  );
}

/** The names that lead the lines of everyone but `speaker` in its history (historyFor). */
export const speakersBesides = (parts: Pick<RoomPromptParts, "characters" | "userName">, speaker: BotRow) => [
  ...parts.characters.filter((bot) => bot.id !== speaker.id).map(characterNameOf),
  parts.userName,
];

/** The line that tells the character where it is and that it speaks for itself alone. */
export function groupLine(
  parts: Pick<RoomPromptParts, "speaker" | "characters" | "userName" | "room">,
): string {
  const name = characterNameOf(parts.speaker);
  const others = parts.characters.filter((bot) => bot.id !== parts.speaker.id).map(characterNameOf);
  const topic = parts.room.topic ? ` Topic: ${parts.room.topic}.` : "";
  return `${name} is in a group conversation with ${listed([...others, parts.userName])}.${topic} Write only ${name}'s next reply; do not speak for the others.`;
}

/**
 * One character's prompt: its own card and lore, the persona, the room's pins, memory note and
 * rolling summary, and the room's history seen from its seat; the prompt builder budgets it to the scene's window as in chat.
 */
export async function roomPromptInput(ctx: UserContext, parts: RoomPromptParts): Promise<PromptInput> {
  const input = buildPromptInput({
    dialogue: { customMemory: parts.room.customMemory, summary: parts.room.summary },
    bot: parts.speaker,
    scene: parts.scene,
    userName: parts.userName,
    persona: parts.persona,
    lore: await loreOf(ctx, parts.speaker),
    pinned: parts.pinned,
    history: historyFor(parts, parts.history),
  });
  const scenario = [input.character.scenario, groupLine(parts)].filter(Boolean).join("\n\n");
  return { ...input, character: { ...input.character, scenario } };
}
