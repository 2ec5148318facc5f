import type { OfflineCharacterContext } from "./context.ts";
import { hashText, type Random } from "./random.ts";
import { runsOf, spokenTokens, unitsFor } from "./said-before.ts";

/**
 * The card is material, not a script: a reply may use its details but never a run of eight words
 * straight from the definition, scenario, lore or example dialogue. The guard knows those runs and
 * breaks a copied one by rewording inside it.
 */
const COPY_WORDS = 8;
/** Huge cards (2 MB definitions, thousands of lore entries) are read only this far, to stay fast. */
const FIELD_CAP = 20_000;
const LORE_CAP = 120;
const CACHE_SIZE = 32;

export type CopyGuard = {
  /** Whether the text holds a run of eight words from the card. */
  copies(text: string): boolean;
};

function sourcesOf(context: OfflineCharacterContext): string[] {
  const { character } = context;
  return [
    character.description,
    character.personality,
    character.scenario,
    character.exampleDialogue,
    character.greeting,
    ...context.activatedLore.slice(0, LORE_CAP),
  ].map((text) => text.slice(0, FIELD_CAP));
}

const guards = new Map<number, CopyGuard>();

/** The guard for a card, built once and kept in a small cache: a chat asks for it on every reply. */
export function copyGuardFor(context: OfflineCharacterContext): CopyGuard {
  const sources = sourcesOf(context);
  const key = hashText(sources.join("\u0000"));
  const cached = guards.get(key);
  if (cached) {
    // Refreshed as the most recently used, so the oldest card leaves first.
    guards.delete(key);
    guards.set(key, cached);
    return cached;
  }
  const latin = new Set<string>();
  const han = new Set<string>();
  const hanLength = unitsFor(COPY_WORDS, ["字"]);
  for (const source of sources) {
    const tokens = spokenTokens(source);
    for (const run of runsOf(tokens, COPY_WORDS)) latin.add(run);
    for (const run of runsOf(tokens, hanLength)) han.add(run);
  }
  const guard: CopyGuard = {
    copies(text) {
      const tokens = spokenTokens(text);
      const length = unitsFor(COPY_WORDS, tokens);
      const runs = length === COPY_WORDS ? latin : han;
      return runsOf(tokens, length).some((run) => runs.has(run));
    },
  };
  guards.set(key, guard);
  if (guards.size > CACHE_SIZE) guards.delete(guards.keys().next().value!);
  return guard;
}

const ASIDES_EN = ["— you see —", "— mind you —", "— honestly —", "— or so it goes —", "— believe me —"];
const ASIDES_ZH = ["，说真的，", "，你知道的，", "，怎么说呢，", "，老实讲，"];
/** Where an aside reads naturally: before a preposition or conjunction. */
const JOINT =
  /^(?:and|but|or|so|to|of|in|on|at|for|with|from|into|when|where|which|who|that|because|while|as|like)$/i;

/**
 * The sentence without any eight-word run of the card: reworded by one spoken aside at a natural
 * joint inside the copied run, or else cut short before the run ends (at a comma when there is one).
 * Null when neither leaves a sentence of its own (the caller drops it and tries another line).
 */
export function breakCopies(sentence: string, guard: CopyGuard, random: Random): string | null {
  if (!guard.copies(sentence)) return sentence;
  const aside = withAside(sentence, guard, random);
  if (aside && !guard.copies(aside)) return aside;
  const cut = cutBeforeCopy(sentence, guard);
  return cut && !guard.copies(cut) ? cut : null;
}

const TOKEN = /\p{Script=Han}|[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;

function copiedRunAt(text: string, guard: CopyGuard) {
  const positions = [...text.matchAll(TOKEN)];
  const tokens = positions.map((match) => match[0].toLowerCase());
  const length = unitsFor(COPY_WORDS, tokens);
  return { positions, length, start: firstCopiedRun(tokens, length, guard), chinese: length !== COPY_WORDS };
}

function withAside(text: string, guard: CopyGuard, random: Random): string | null {
  const { positions, length, start, chinese } = copiedRunAt(text, guard);
  if (start < 0) return text;
  // Inside the run, after its first three words and leaving at least two after: both halves are short.
  const inside = positions.slice(start + 3, start + length - 1);
  const joint = chinese
    ? inside[Math.floor(inside.length / 2)]
    : inside.find((match) => JOINT.test(match[0]) && /\s/.test(text[match.index! - 1] ?? ""));
  if (!joint) return null;
  const at = joint.index!;
  return chinese
    ? `${text.slice(0, at)}${random.pick(ASIDES_ZH)}${text.slice(at)}`
    : `${text.slice(0, at).trimEnd()} ${random.pick(ASIDES_EN)} ${text.slice(at)}`;
}

function cutBeforeCopy(text: string, guard: CopyGuard): string | null {
  const { positions, length, start, chinese } = copiedRunAt(text, guard);
  if (start < 0) return text;
  const end = positions[start + length - 2];
  if (!end) return null;
  let kept = text.slice(0, end.index!);
  const clause = Math.max(kept.lastIndexOf(","), kept.lastIndexOf("，"), kept.lastIndexOf(";"));
  if (clause > kept.length / 2) kept = kept.slice(0, clause);
  kept = kept
    .replace(/[\s,，;:—-]+$/u, "")
    .replace(/\s+(?:and|or|but|the|a|an|of|to|with|in|on|at|for|who|which|that|as)$/i, "");
  const words = [...kept.matchAll(TOKEN)].length;
  if (words < (chinese ? 6 : 4)) return null;
  return `${kept}${chinese ? "……" : "..."}`;
}

function firstCopiedRun(tokens: string[], length: number, guard: CopyGuard): number {
  for (let index = 0; index + length <= tokens.length; index++)
    if (guard.copies(tokens.slice(index, index + length).join(" "))) return index;
  return -1;
}
