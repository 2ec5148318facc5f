import { ROOM_LIMITS } from "@fable/contract";
import type { TurnOutcome } from "../Chat/streamTurn";

/**
 * Streams the characters the server chose, one after the other (docs/product.md#room-screen). The
 * first that does not finish — failed, refused or stopped — ends the turn: the others stay silent.
 */
export async function runSpeakers(
  speakers: readonly string[],
  speak: (botId: string) => Promise<TurnOutcome>,
): Promise<TurnOutcome> {
  for (const botId of speakers) {
    const outcome = await speak(botId);
    if (outcome.kind !== "done") return outcome;
  }
  return { kind: "done" };
}

/**
 * What an "Ask …" chip does: with words in the composer it sends them for that character to answer;
 * with an empty composer that character speaks now.
 */
export function askAction(composerText: string): "send" | "speak" {
  return composerText.trim() ? "send" : "speak";
}

/** "Let them talk" turns offered beside the composer; 2 unless the user picks another. */
export const TALK_TURN_CHOICES = Array.from({ length: ROOM_LIMITS.letThemTalkMax }, (_, index) => index + 1);
export const DEFAULT_TALK_TURNS = 2;

/** A name colour per character, stable across visits; each passes contrast on the dark surface (UI.md "Rooms"). */
const NAME_COLOURS = ["#f0a6ca", "#9ad1f5", "#b5e48c", "#ffd166", "#c3aed6", "#ffa62b", "#7ee0c3", "#f4978e"];

export function nameColour(botId: string): string {
  let hash = 0;
  for (const char of botId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return NAME_COLOURS[hash % NAME_COLOURS.length]!;
}
