/**
 * The normalized character Fable stores after importing a Tavern-style card (V1, V2, V3 or CHARX).
 * Every key the codec does not map is kept in an `unknownFields` bag, so that exporting the
 * character again loses nothing the card author wrote.
 */

import type { FableFields } from "./fable-extension.ts";

export type CardSpec = "v1" | "v2" | "v3";

export interface LoreEntry {
  keys: string[];
  secondaryKeys: string[];
  content: string;
  enabled: boolean;
  constant: boolean;
  selective: boolean;
  insertionOrder: number;
  caseSensitive: boolean;
  position: string | null;
  name: string | null;
  comment: string | null;
  priority: number | null;
  id: number | string | null;
  extensions: Record<string, unknown>;
  /** Entry keys outside the V2/V3 spec (e.g. `use_regex`, `entry_id`, `sticky`). */
  unknownFields: Record<string, unknown>;
}

export interface LoreBook {
  name: string | null;
  description: string | null;
  scanDepth: number | null;
  tokenBudget: number | null;
  recursiveScanning: boolean | null;
  extensions: Record<string, unknown>;
  /** Book keys outside the spec; some hosting sites add their own bookkeeping here. */
  unknownFields: Record<string, unknown>;
}

export interface UnknownCardFields {
  /** Keys beside `spec`/`spec_version`/`data` (or, for V1, beside the mapped fields). */
  topLevel: Record<string, unknown>;
  /** Keys inside `data` that the codec does not map. */
  data: Record<string, unknown>;
}

export interface CardCharacter {
  /** The card's name exactly as written, which may break Fable's bot name rule. */
  characterName: string;
  /** A name that satisfies the bot name rule, for the user to review before publishing. */
  botName: string;
  greeting: string;
  alternateGreetings: string[];
  description: string;
  personality: string;
  scenario: string;
  exampleDialogue: string;
  systemPrompt: string;
  postHistoryInstructions: string;
  creatorNotes: string;
  tags: string[];
  creator: string;
  characterVersion: string;
  lore: LoreEntry[];
  loreBook: LoreBook | null;
  extensions: Record<string, unknown>;
  unknownFields: UnknownCardFields;
  sourceSpec: CardSpec;
  /** The card has no greeting, so it imports as a draft that asks the user for one. */
  needsGreeting: boolean;
  /** V3 `assets`, kept verbatim; null when the card has none. */
  assets: unknown[] | null;
  nickname: string | null;
  groupOnlyGreetings: string[];
  source: string[] | null;
  creationDate: number | null;
  modificationDate: number | null;
  /** The fields only Fable has (`data.extensions.fable`); null for cards made elsewhere. */
  fable: FableFields | null;
}
