import { JOYBOOK_LIMITS } from "@fable/contract";
import { clip, contentWords, isMostlyCjk, stem } from "../../llm/offline/text.ts";
import { gist } from "../chat/index.ts";
import type { PostMessage } from "./joybook.schema.ts";

const MAX = JOYBOOK_LIMITS.summaryMax;
const TOPIC_COUNT = 3;
/** A quote shorter than this says too little to be worth adding. */
const MIN_QUOTE = 12;
/** Roleplay actions (*leans on the oar*) describe, they do not say what the chat is about. */
const ACTION_MARKUP = /\*[^*\n]+\*/g;

/** What a message says, without its stage directions (unless that is all it has). */
function spoken(text: string): string {
  const words = text.replace(ACTION_MARKUP, " ").replace(/\s+/g, " ").trim();
  return words || text.replace(/\s+/g, " ").trim();
}

/**
 * Words the chat keeps coming back to: content words said at least twice, most said first, then
 * earliest. Names are left out — the bot's is said anyway, and the author's must not be (a post may
 * be anonymous).
 */
export function recurringTopics(texts: string[], names: string[], count = TOPIC_COUNT): string[] {
  const excluded = new Set(names.flatMap((name) => contentWords(name).map(stem)));
  const seen = new Map<string, { word: string; count: number; first: number }>();
  let position = 0;
  for (const text of texts) {
    for (const word of contentWords(text)) {
      position += 1;
      const key = stem(word);
      if (excluded.has(key)) continue;
      const entry = seen.get(key);
      if (entry) entry.count += 1;
      else seen.set(key, { word, count: 1, first: position });
    }
  }
  return [...seen.values()]
    .filter((entry) => entry.count >= 2)
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, count)
    .map((entry) => entry.word);
}

const listed = (words: string[]) =>
  words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** Adds `label` and a quote of `text` when at least MIN_QUOTE characters of it still fit. */
function withQuote(summary: string, label: string, text: string, quotes: [string, string]): string {
  const room = MAX - summary.length - label.length - quotes[0].length - quotes[1].length - 1;
  if (room < MIN_QUOTE || !text) return summary;
  return `${summary}${label}${quotes[0]}${clip(text, room)}${quotes[1]}`;
}

/**
 * The offline engine's summary of a shared chat (at most 200 characters), built from the messages
 * themselves: whom it is with, what it keeps coming back to, how it opens and how it ends.
 * `names` are the people in it, kept out of the topics.
 */
export function offlinePostSummary(messages: PostMessage[], botName: string, names: string[] = []): string {
  const lines = messages.map((message) => ({ ...message, text: gist(spoken(message.text)) }));
  const opening = lines.find((line) => line.role === "user" && line.text) ?? lines.find((line) => line.text);
  const closing = lines.findLast((line) => line.role === "bot" && line.text && line !== opening);
  if (isMostlyCjk(lines.map((line) => line.text).join(""))) {
    let summary = clip(`与${botName}的对话。`, MAX - 1);
    summary = withQuote(summary, "开头：", opening?.text ?? "", ["“", "”"]);
    return withQuote(summary, "结尾：", closing?.text ?? "", ["“", "”"]);
  }
  const topics = recurringTopics(
    messages.map((message) => spoken(message.text)),
    [botName, ...names],
  );
  let summary = clip(
    topics.length > 0 ? `A chat with ${botName} about ${listed(topics)}.` : `A chat with ${botName}.`,
    MAX - 1,
  );
  summary = withQuote(summary, " It opens: ", opening?.text ?? "", ["“", "”"]);
  return withQuote(summary, " It ends: ", closing?.text ?? "", ["“", "”"]);
}
