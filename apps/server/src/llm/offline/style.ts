import type { OfflineCharacter } from "./context.ts";
import { escapeRegExp } from "./text.ts";

/** How the character writes, read from its greeting and example lines so replies look like its own. */
export type CharacterStyle = {
  /** Narrates actions between asterisks (*smiles*). */
  actions: boolean;
  /** Those actions name the character ("*Luna smiles*") rather than starting with the verb. */
  namedActions: boolean;
  /** Puts speech in quotation marks next to the narration. */
  quotedSpeech: boolean;
  exclaims: boolean;
  trailsOff: boolean;
  tilde: boolean;
  emoji: string | null;
};

/** The character's own lines of the example dialogue (`Name: …`), without the user's. */
export function characterLines(character: OfflineCharacter): string[] {
  const prefix = new RegExp(`^\\s*(?:${escapeRegExp(character.name || "char")}|char|bot)\\s*:\\s*`, "i");
  return character.exampleDialogue
    .split("\n")
    .filter((line) => prefix.test(line))
    .map((line) => line.replace(prefix, ""));
}

export function detectStyle(character: OfflineCharacter): CharacterStyle {
  const sample = [character.greeting, ...characterLines(character)].join("\n");
  const described = `${character.dialogueStyle} ${character.personality}`.toLowerCase();
  const actionSpans = sample.match(/\*[^*\n]{2,}\*/g) ?? [];
  const firstName = character.name.split(/\s+/)[0]?.toLowerCase() ?? "";
  const named = actionSpans.filter((span) => {
    const first = span.slice(1).split(/[\s']/)[0]!.toLowerCase();
    return first === firstName || ["she", "he", "they", "her", "his"].includes(first);
  }).length;
  const sentences = Math.max(1, sample.split(/[.!?]+/).length - 1);
  return {
    actions: actionSpans.length > 0 || /\baction|asterisk|narrat/.test(described),
    namedActions: actionSpans.length > 0 && named * 2 >= actionSpans.length && firstName !== "",
    quotedSpeech: actionSpans.length > 0 && /"[^"\n]{3,}"|“[^”\n]{3,}”/.test(sample),
    exclaims:
      (sample.match(/!/g)?.length ?? 0) / sentences > 0.25 ||
      /\b(?:cheerful|energetic|excit|bubbly|loud|hyper|enthusias|playful)/.test(described),
    trailsOff:
      (sample.match(/\.\.\.|…/g)?.length ?? 0) >= 2 ||
      /\b(?:shy|timid|hesitant|quiet|nervous)/.test(described),
    tilde: /~/.test(sample),
    emoji: sample.match(/\p{Extended_Pictographic}/u)?.[0] ?? null,
  };
}
