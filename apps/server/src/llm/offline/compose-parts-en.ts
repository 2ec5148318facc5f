import { CONSEQUENCE_KEYS, type UserAction } from "./actions.ts";
import type { MessageAnalysis } from "./analyse.ts";
import { fillTemplate } from "./composition.ts";
import type { Random } from "./random.ts";
import type { Speaker } from "./speaker.ts";
import type { CharacterStyle } from "./style.ts";
import { ACTION_TAILS, ACTIONS, CONSEQUENCES } from "./templates-en.ts";
import { capitalize } from "./text.ts";

/** What the character does when the user acts: the deed's consequence, narrated. */
export function consequenceOf(action: UserAction, speaker: Speaker, name: string): string | null {
  const key = CONSEQUENCE_KEYS.find(([, pattern]) => pattern.test(action.deed))?.[0] ?? "other";
  const templates = [...(CONSEQUENCES[key] ?? []), ...(CONSEQUENCES.other ?? [])];
  const lines = templates.map((template) => capitalize(fillTemplate(template, { deed: action.deed, name })));
  return speaker.first([...speaker.shuffled(lines.slice(0, -2)), ...lines.slice(-2)]);
}

/** A small narrated gesture in the character's manner, one the dialogue has not seen yet. */
export function pickAction(
  speaker: Speaker,
  message: MessageAnalysis,
  style: CharacterStyle,
  name: string,
): string | null {
  const mood = message.emotion ?? (message.greeting ? "greeting" : message.farewell ? "farewell" : null);
  const verbs = [
    ...speaker.shuffled(ACTIONS[mood ?? (message.question ? "question" : "neutral")] ?? []),
    ...speaker.shuffled(ACTIONS.neutral ?? []),
  ];
  const subject = style.namedActions && name ? `${name.split(/\s+/)[0]} ` : "";
  const candidates = verbs.flatMap((verb) =>
    speaker.shuffled(ACTION_TAILS).map((tail) => `${subject}${verb}${tail}`),
  );
  return speaker.first(candidates);
}

/** The verb a yes/no question is asked with, and how the answer says it ("Do you…" → "I do"). */
const AUXILIARIES: Record<string, [string, string]> = {
  do: ["do", "don't"],
  does: ["does", "doesn't"],
  did: ["did", "didn't"],
  are: ["am", "am not"],
  is: ["is", "isn't"],
  was: ["was", "wasn't"],
  were: ["was", "wasn't"],
  can: ["can", "can't"],
  could: ["could", "couldn't"],
  will: ["will", "won't"],
  would: ["would", "wouldn't"],
  have: ["have", "haven't"],
  has: ["has", "hasn't"],
  should: ["should", "shouldn't"],
  may: ["may", "may not"],
  might: ["might", "might not"],
};
const SUBJECTS: Record<string, string> = {
  you: "I",
  i: "you",
  we: "we",
  it: "it",
  they: "they",
  this: "it",
  that: "it",
};
/** Questions a warm character leans towards answering yes. */
const LEANS_YES =
  /\b(?:trust|like|love|happy|help|keep|stay|remember|believe|want|come|mind|ready|okay|ok|friends?)\b/i;

export function stanceOf(text: string, random: Random) {
  const match =
    /\b(do|does|did|are|is|was|were|can|could|will|would|have|has|should|may|might)\s+(you|i|we|it|they|this|that)\b/i.exec(
      text,
    );
  const auxiliary = AUXILIARIES[match?.[1]?.toLowerCase() ?? ""];
  let subject = SUBJECTS[match?.[2]?.toLowerCase() ?? ""] ?? "I";
  let [verb, verbNot] = auxiliary ?? ["think so", "don't think so"];
  if (subject === "you" && verb === "am") [verb, verbNot] = ["are", "aren't"];
  if (subject === "I" && verb === "am") {
    subject = "I";
  }
  const yes = random.chance(LEANS_YES.test(text) ? 0.75 : 0.55);
  return { yes, values: { subject, Subject: capitalize(subject), verb, verbNot } };
}
