import { BOT_SAMPLING_RANGE_KEYS, type BotSampling } from "@fable/contract";

/** The number fields of the model settings, in the order the form shows them. */
export const SAMPLING_NUMBER_FIELDS = [...BOT_SAMPLING_RANGE_KEYS, "seed"] as const;
export type SamplingNumberField = (typeof SAMPLING_NUMBER_FIELDS)[number];

/**
 * A bot's sampler overrides as the editor holds them: each number as typed (blank: not overridden),
 * stop strings one per line, backend-specific settings as `name = value` lines.
 */
export type SamplingDraft = Record<SamplingNumberField, string> & { stop: string; extra: string };

export function emptySamplingDraft(): SamplingDraft {
  const numbers = Object.fromEntries(SAMPLING_NUMBER_FIELDS.map((field) => [field, ""]));
  return { ...(numbers as Record<SamplingNumberField, string>), stop: "", extra: "" };
}

/** A stored value as the editor shows it: strings quoted only when they would read as a number or flag. */
function extraText(value: string | number | boolean): string {
  if (typeof value !== "string") return String(value);
  return parseExtraValue(value) === value ? value : JSON.stringify(value);
}

export function samplingDraftFrom(sampling: BotSampling | null): SamplingDraft {
  const draft = emptySamplingDraft();
  if (!sampling) return draft;
  for (const field of SAMPLING_NUMBER_FIELDS) {
    const value = sampling[field];
    if (value !== undefined) draft[field] = String(value);
  }
  draft.stop = (sampling.stop ?? []).map((text) => text.replaceAll("\n", "\\n")).join("\n");
  draft.extra = Object.entries(sampling.extra ?? {})
    .map(([name, value]) => `${name} = ${extraText(value)}`)
    .join("\n");
  return draft;
}

/** `2` → 2, `true` → true, `"2"` → "2", anything else → the text itself. */
function parseExtraValue(text: string): string | number | boolean {
  if (text === "true" || text === "false") return text === "true";
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^".*"$/.test(text)) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return text;
    }
  }
  return text;
}

/** A typed number as sent: a number, or the text itself so the contract names what is wrong with it. */
const numberOf = (text: string): number | string => (Number.isNaN(Number(text)) ? text : Number(text));

/**
 * The overrides as sent: only what the creator filled in, null when nothing is. Stop strings are
 * written one per line, `\n` standing for a line break (a stop string often starts with one).
 */
export function samplingPayload(draft: SamplingDraft): BotSampling | null {
  const payload: Record<string, unknown> = {};
  for (const field of SAMPLING_NUMBER_FIELDS) {
    const text = draft[field].trim();
    if (text) payload[field] = numberOf(text);
  }
  const stop = draft.stop
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.replaceAll("\\n", "\n"));
  if (stop.length > 0) payload.stop = stop;
  const extra: Record<string, unknown> = {};
  for (const line of draft.extra.split("\n")) {
    if (!line.trim()) continue;
    const at = line.indexOf("=");
    const name = (at === -1 ? line : line.slice(0, at)).trim();
    extra[name] = at === -1 ? "" : parseExtraValue(line.slice(at + 1).trim());
  }
  if (Object.keys(extra).length > 0) payload.extra = extra;
  return Object.keys(payload).length > 0 ? (payload as BotSampling) : null;
}

/** A range as the editor shows it beside a field ("0.2 – 1.5"). */
export const rangeText = (range: readonly [number, number]) => `${range[0]} – ${range[1]}`;
