import { inlineText, parseInline } from "../../lib/markdown";
import { postDate } from "../../lib/postDate";

const DAY_MS = 24 * 60 * 60 * 1000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When a chat last moved, the way chat lists show it: the time today, "Yesterday", the weekday within
 * a week, then the date (with the year only when it is not this year).
 */
export function chatTime(iso: string, now: Date, locale: string, yesterday: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(date);
  if (days === 1) return yesterday;
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: "short" }).format(date);
  return postDate(iso, now, locale);
}

/** The last message as one plain line: no action asterisks, no line breaks. */
export function previewLine(text: string): string {
  return inlineText(parseInline(text, "message")).replace(/\s+/g, " ").trim();
}
