import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { offlineProviderOptions } from "../../src/llm/offline/context.ts";
import { OfflineLanguageModel } from "../../src/llm/offline/model.ts";
import type { QualityCharacter } from "./quality-characters.ts";
import {
  answerFailure,
  type CharacterScore,
  copiedRun,
  leakIn,
  repetitionIn,
  sourcesOf,
} from "./quality-judge.ts";
import { CHINESE_SCRIPT, ENGLISH_SCRIPT, type ScriptTurn } from "./quality-script.ts";
import { mostlyHan, tokensOf } from "./quality-text.ts";

const model = new OfflineLanguageModel({ delayMs: 0 });
const USER_NAME = "Alex";
/** How many earlier replies a reply must not repeat, as the brief of the engine says. */
const REMEMBERED_REPLIES = 20;
/** The lore a turn activates: entries whose key the last two messages name, as the chat's scan does. */
const SCAN_DEPTH = 2;
const MAX_ACTIVE_LORE = 8;

type Message = { role: "user" | "assistant"; text: string };

function activeLore(subject: QualityCharacter, history: readonly Message[]): string[] {
  const recent = history
    .slice(-SCAN_DEPTH)
    .map((message) => message.text.toLowerCase())
    .join("\n");
  return subject.lore
    .filter((entry) => entry.constant || entry.keys.some((key) => key && recent.includes(key.toLowerCase())))
    .slice(0, MAX_ACTIVE_LORE)
    .map((entry) => entry.content);
}

/** The prompt the chat would send: system, the dialogue, and for "continue" the chat's request in words. */
function promptOf(subject: QualityCharacter, history: readonly Message[], continuing: boolean) {
  const prompt: LanguageModelV3Prompt = [
    {
      role: "system",
      content: `You are ${subject.character.name}, in an ongoing roleplay with ${USER_NAME}.`,
    },
    ...history.map((message) => ({
      role: message.role,
      content: [{ type: "text" as const, text: message.text }],
    })),
  ];
  if (continuing) {
    prompt.push({
      role: "system",
      content: `[Continue ${subject.character.name}'s last message from where it stopped. Do not repeat what it already says.]`,
    });
  }
  return prompt;
}

/** A stable number per character and turn, like the chat's seed per message and swipe. */
function seedOf(label: string, turn: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${label}#${turn}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash >>> 1;
}

export const scriptFor = (subject: QualityCharacter): readonly ScriptTurn[] =>
  mostlyHan(tokensOf(`${subject.character.greeting ?? ""} ${subject.character.name}`))
    ? CHINESE_SCRIPT
    : ENGLISH_SCRIPT;

/** Plays the fixed script with one character and judges every reply. */
export async function scoreCharacter(
  subject: QualityCharacter,
  transcript?: (line: string) => void,
): Promise<CharacterScore> {
  const sources = sourcesOf(subject, USER_NAME);
  const history: Message[] = [];
  if (subject.character.greeting) history.push({ role: "assistant", text: subject.character.greeting });
  const score: CharacterScore = {
    label: subject.label,
    replies: 0,
    repeatedSentences: 0,
    repeatedRuns: 0,
    copies: 0,
    leaks: 0,
    questions: 0,
    answered: 0,
    failures: [],
  };
  for (const [index, turn] of scriptFor(subject).entries()) {
    const continuing = turn.kind === "continue";
    if (!continuing) history.push({ role: "user", text: turn.text });
    const result = await model.doGenerate({
      prompt: promptOf(subject, history, continuing),
      providerOptions: offlineProviderOptions({
        character: subject.character,
        userName: USER_NAME,
        activatedLore: activeLore(subject, history),
        seed: seedOf(subject.label, index),
      }),
    });
    const reply = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
    const earlier = history
      .filter((message) => message.role === "assistant")
      .slice(-REMEMBERED_REPLIES)
      .map((message) => message.text);
    transcript?.(`${continuing ? "[continue]" : `> ${turn.text}`}\n< ${reply}`);

    const problems: string[] = [];
    score.replies++;
    const { repeated, run } = repetitionIn(reply, earlier);
    score.repeatedSentences += repeated.length;
    if (repeated.length > 0) problems.push(`repeats "${repeated[0]}"`);
    if (run) {
      score.repeatedRuns++;
      problems.push(`repeats run "${run}"`);
    }
    const copied = copiedRun(reply, sources);
    if (copied) {
      score.copies++;
      problems.push(`copies "${copied}"`);
    }
    const leak = leakIn(reply, sources);
    if (leak) {
      score.leaks++;
      problems.push(`leaks ${leak}`);
    }
    if (turn.kind === "arithmetic" || turn.kind === "yes-no" || turn.kind === "wh") {
      score.questions++;
      const failure = answerFailure(turn, reply, sources);
      if (failure) problems.push(`unanswered: ${failure}`);
      else score.answered++;
    }
    if (problems.length > 0) score.failures.push(`turn ${index + 1} (${turn.kind}): ${problems.join("; ")}`);

    const last = history.at(-1);
    if (continuing && last?.role === "assistant") last.text = `${last.text} ${reply}`.trim();
    else history.push({ role: "assistant", text: reply });
  }
  return score;
}
