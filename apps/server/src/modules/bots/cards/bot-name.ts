import { BotName, LIMITS } from "@fable/contract";

/** One character the contract's BOT_NAME_PATTERN allows (docs/product.md#character-rules). */
const ALLOWED_CHAR = /[\p{L}\p{N}_\- ]/u;
const MIN_LENGTH = LIMITS.characterNameMin;
const MAX_LENGTH = LIMITS.characterNameMax;
export const FALLBACK_BOT_NAME = "Imported character";

/** Card authors pack taglines into the name ("Amanda || Blunt, Depressed Rogue"). */
const TAGLINE_SEPARATOR = /\|\||,|\(|\[|\/|:| - /u;

/** Lengths count code points, like the `u`-flag regex that validates names. */
const length = (value: string) => [...value].length;

/** The contract's rule, so a derived name is exactly what the create form and the server accept. */
export function isValidBotName(value: string): boolean {
  return value === value.trim() && BotName.safeParse(value).success;
}

function clean(value: string): string {
  const kept = [...value.normalize("NFC")].filter((char) => ALLOWED_CHAR.test(char) || /\s/u.test(char));
  return kept.join("").replace(/\s+/gu, " ").trim();
}

/** Cuts at the last word boundary that fits, so names are not chopped mid-word when avoidable. */
function truncate(value: string): string {
  if (length(value) <= MAX_LENGTH) return value;
  const head = [...value].slice(0, MAX_LENGTH + 1).join("");
  const boundary = head.lastIndexOf(" ");
  const cut = boundary >= MIN_LENGTH ? head.slice(0, boundary) : [...value].slice(0, MAX_LENGTH).join("");
  return cut.replace(/[\s_-]+$/u, "").trim();
}

/** Derives a valid bot name from a card name; the import never fails because of the name. */
export function deriveBotName(cardName: string): string {
  const head = clean(cardName.split(TAGLINE_SEPARATOR)[0] ?? "");
  const candidate = length(head) >= MIN_LENGTH ? head : clean(cardName);
  const truncated = truncate(candidate);
  if (length(truncated) >= MIN_LENGTH) return truncated;
  if (length(truncated) > 0) return `${truncated} bot`;
  return FALLBACK_BOT_NAME;
}
