import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { OfflineCharacterContext } from "./context.ts";

/** The plain text of one prompt message; files, tool calls and reasoning are not read. */
function messageText(message: LanguageModelV3Prompt[number]): string {
  if (message.role === "system") return message.content;
  return message.content
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("")
    .trim();
}

export type PromptReading = {
  systemText: string;
  /** The message the reply answers; empty when the conversation has none yet. */
  lastUserText: string;
  /** The latest reply already given, so a regenerate does not repeat it. */
  lastAssistantText: string;
  /** The first reply of the conversation, usually the card's greeting. */
  firstAssistantText: string;
  /** Every text of the prompt, for counting input tokens. */
  allText: string[];
  /** The user messages' texts, oldest first. */
  userTexts: string[];
  /** The character's latest replies, oldest first: what a new reply must not say again. */
  earlierReplies: string[];
  /**
   * The chat asked for more of the latest reply (it ends the prompt with its continue request after
   * that reply, or the user just typed "continue"): the reply goes on with new text, no answer again.
   */
  continuing: boolean;
};

/** How many earlier replies a new one is kept from repeating; each is read up to a cap. */
const REMEMBERED_REPLIES = 20;
const REMEMBERED_CHARACTERS = 2000;
/** The chat's continue request (llm/prompt) and what people type to ask for more. */
const CONTINUE_REQUEST = /\bcontinue\b|继续/i;
const TYPED_CONTINUE =
  /^\s*[(*[]?\s*(?:continue|go on|keep going|more|and then\??|继续|接着说|然后呢[？?]?)\s*[.!。…)*\]]*\s*$/i;

export function readPrompt(prompt: LanguageModelV3Prompt): PromptReading {
  const texts = prompt.map((message) => ({ role: message.role, text: messageText(message) }));
  const lastOf = (role: string) => texts.findLast((entry) => entry.role === role)?.text ?? "";
  const lastSpoken = texts.findLast((entry) => entry.role !== "system");
  const trailingSystem = texts.at(-1)?.role === "system" ? texts.at(-1)!.text : "";
  const continuing =
    (lastSpoken?.role === "assistant" && (trailingSystem === "" || CONTINUE_REQUEST.test(trailingSystem))) ||
    (lastSpoken?.role === "user" && TYPED_CONTINUE.test(lastSpoken.text));
  return {
    systemText: texts
      .filter((entry) => entry.role === "system")
      .map((entry) => entry.text)
      .join("\n\n"),
    lastUserText: lastOf("user"),
    lastAssistantText: lastOf("assistant"),
    firstAssistantText: texts.find((entry) => entry.role === "assistant")?.text ?? "",
    allText: texts.map((entry) => entry.text),
    userTexts: texts.filter((entry) => entry.role === "user").map((entry) => entry.text),
    earlierReplies: texts
      .filter((entry) => entry.role === "assistant")
      .slice(-REMEMBERED_REPLIES)
      .map((entry) => entry.text.slice(-REMEMBERED_CHARACTERS)),
    continuing,
  };
}

/** Section labels a prompt builder or card is likely to use, mapped to the context field they fill. */
const SECTION_FIELDS: Record<string, keyof OfflineCharacterContext["character"] | "lore" | "user"> = {
  name: "name",
  character: "name",
  "character name": "name",
  personality: "personality",
  scenario: "scenario",
  description: "description",
  "character description": "description",
  greeting: "greeting",
  "first message": "greeting",
  "example dialogue": "exampleDialogue",
  "example dialogues": "exampleDialogue",
  "examples of dialogue": "exampleDialogue",
  "dialogue examples": "exampleDialogue",
  "dialogue style": "dialogueStyle",
  style: "dialogueStyle",
  mantra: "mantra",
  catchphrase: "mantra",
  lore: "lore",
  "world info": "lore",
  "world information": "lore",
  user: "user",
  "user name": "user",
  "user's name": "user",
};

const HEADING_LINE = /^\s*#{1,6}\s*()([\p{L}' ,]{3,60}?)\s*:?\s*$/u;
const LABEL_LINE = /^\s*(\[?)([\p{L}' ,]{3,60}?)\s*[:：\]]\s*(.*)$/u;
/** Sections the engine has no use for but must not mistake for the character's (the user's persona). */
const IGNORED = "ignored";

/** "Luna's personality" and "About Luna" (Fable's prompt builder) mean the same as "Personality". */
function fieldOfLabel(label: string): string | undefined {
  const lower = label.trim().toLowerCase();
  if (/^about\b/.test(lower)) return /person you are talking with/.test(lower) ? IGNORED : "description";
  if (/^more about\b|^summary\b/.test(lower)) return IGNORED;
  return SECTION_FIELDS[lower] ?? SECTION_FIELDS[lower.replace(/^[\p{L} ]+?'s\s+/u, "")];
}

/**
 * Without structured context (another caller, or a prompt pasted by hand) the engine still plays
 * along: it reads labelled sections ("Personality: …", "## Scenario") and "You are X" from the
 * system text. Unknown layouts simply yield less.
 */
export function contextFromPrompt(reading: PromptReading): OfflineCharacterContext {
  const character: OfflineCharacterContext["character"] = {
    name: "",
    personality: "",
    scenario: "",
    description: "",
    exampleDialogue: "",
    greeting: "",
    dialogueStyle: "",
    mantra: "",
  };
  const lore: string[] = [];
  let userName = "";
  let current: string | null = null;
  const append = (field: string, value: string) => {
    if (!value) return;
    if (field === IGNORED) return;
    if (field === "lore") lore.push(value);
    else if (field === "user") userName ||= value;
    else {
      const key = field as keyof typeof character;
      character[key] = character[key] ? `${character[key]}\n${value}` : value;
    }
  };
  for (const line of reading.systemText.split("\n")) {
    const label = HEADING_LINE.exec(line) ?? LABEL_LINE.exec(line);
    const field = label ? fieldOfLabel(label[2]!) : undefined;
    if (label && field) {
      current = field;
      append(field, (label[3] ?? "").replace(/\]$/, "").trim());
    } else if (!line.trim()) {
      // A blank line ends a one-paragraph section but not lore lists or dialogue examples.
      if (current !== "lore" && current !== "exampleDialogue") current = null;
    } else if (current) {
      append(current, line.trim());
    }
  }
  character.name ||=
    /\b(?:You are|you're|play(?:ing)? (?:the role of|as)|roleplay as)\s+([A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)?)/u.exec(
      reading.systemText,
    )?.[1] ??
    /你(?:是|扮演)([\p{Script=Han}]{1,6}?)[，。,.\s]/u.exec(reading.systemText)?.[1] ??
    "";
  character.greeting ||= reading.firstAssistantText;
  userName ||=
    /\broleplay with ([^.,\n]{1,40}?)[.,\n]/u.exec(reading.systemText)?.[1]?.trim() ??
    /\buser(?:'s name)? is (?:called |named )?([A-Z][\p{L}'-]+)/u.exec(reading.systemText)?.[1] ??
    "";
  return { character, userName, activatedLore: lore, speakers: [] };
}
