import { expandMacros, type MacroNames } from "./macros.ts";
import {
  DEFAULT_SYSTEM_PROMPT,
  resolvePostHistoryInstructions,
  resolveSystemPrompt,
} from "./system-prompt.ts";
import type { PromptCharacter, PromptInput } from "./types.ts";

/** The texts of the sections that do not depend on the budget. "" means the section is absent. */
export interface FixedTexts {
  system: string;
  persona: string;
  character: string;
  scenario: string;
  post_history: string;
}

function blocks(...parts: string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}

/**
 * Macros are expanded in the creator's text before labels are added, so a name that happens to
 * contain "{{user}}" or "<BOT>" is never expanded itself.
 */
function labelled(label: string, value: string, names: MacroNames): string {
  const text = expandMacros(value, names).trim();
  return text === "" ? "" : `${label}${text}`;
}

/** Never empty: the rest of the system message relies on opening with an instruction. */
function systemText(character: PromptCharacter, names: MacroNames): string {
  const text = expandMacros(
    blocks(resolveSystemPrompt(character.systemPrompt), character.prompt.trim()),
    names,
  );
  return text.trim() === "" ? expandMacros(DEFAULT_SYSTEM_PROMPT, names) : text.trim();
}

/** Labelled so the model does not mistake the user's persona for its own character. */
function personaText(persona: PromptInput["persona"], names: MacroNames): string {
  if (!persona) return "";
  return labelled(`About ${names.user}, the person you are talking with:\n`, persona.description, names);
}

function characterText(character: PromptCharacter, names: MacroNames): string {
  const name = names.char;
  return blocks(
    labelled(`About ${name}:\n`, character.description, names),
    labelled(`${name}'s personality: `, character.personality, names),
    labelled(`${name}'s dialogue style: `, character.dialogueStyle, names),
    labelled(`${name}'s mantra: `, character.mantra, names),
    labelled(`More about ${name}:\n`, character.supplementalInfo, names),
  );
}

/** Chat models cannot be handed half a reply to finish, so "continue" is asked for in words. */
const CONTINUE =
  "[Continue {{char}}'s last message from where it stopped. Do not repeat what it already says.]";

export function buildFixedTexts(input: PromptInput, names: MacroNames): FixedTexts {
  const { character } = input;
  return {
    system: systemText(character, names),
    persona: personaText(input.persona, names),
    character: characterText(character, names),
    scenario: labelled("Scenario: ", character.scenario, names),
    post_history: expandMacros(
      [resolvePostHistoryInstructions(character.postHistoryInstructions), input.continuation ? CONTINUE : ""]
        .filter(Boolean)
        .join("\n"),
      names,
    ).trim(),
  };
}

/**
 * Pinned items and custom memory are the user's explicit wishes and always go in; the summary is
 * built separately because the budget may have to leave it out.
 */
export function buildMemoryText(
  memories: PromptInput["memories"],
  names: MacroNames,
  includeSummary: boolean,
): string {
  const pinned = memories.pinned
    .map((item) => expandMacros(item, names).trim())
    .filter((item) => item !== "")
    .map((item) => `- ${item}`)
    .join("\n");
  const summary = includeSummary
    ? labelled("Summary of the earlier conversation:\n", memories.summary, names)
    : "";
  const body = blocks(pinned, expandMacros(memories.custom, names).trim(), summary);
  return body === "" ? "" : `[Memory]\n${body}`;
}
