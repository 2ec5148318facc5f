import { CARD_IMPORT_LIMITS, CardMessages } from "@fable/contract";

export type CardImportErrorKind =
  | "too_large"
  | "bad_json"
  | "unsupported_format"
  | "corrupt_png"
  | "missing_character"
  | "lorebook_not_character"
  | "too_deep"
  | "unsafe_archive";

export interface CardImportError {
  kind: CardImportErrorKind;
  message: string;
}

/** Cards larger than this are refused before any parsing (docs/product.md#card-limits). */
export const MAX_CARD_BYTES = CARD_IMPORT_LIMITS.maxBytes;

const MESSAGES: Record<CardImportErrorKind, string> = {
  too_large: CardMessages.tooLarge,
  bad_json: CardMessages.badJson,
  unsupported_format: CardMessages.unsupportedFormat,
  corrupt_png: CardMessages.corruptPng,
  missing_character: CardMessages.missingCharacter,
  lorebook_not_character: CardMessages.lorebookNotCharacter,
  too_deep: CardMessages.tooDeep,
  unsafe_archive: CardMessages.charxUnsafeName,
};

export function cardError(kind: CardImportErrorKind, message: string = MESSAGES[kind]): CardImportError {
  return { kind, message };
}

/** Lets deep helpers abort a parse with a user-facing error that importCard turns into a result. */
export class CardImportFailure extends Error {
  constructor(readonly error: CardImportError) {
    super(error.message);
    this.name = "CardImportFailure";
  }
}
