export type CardImportErrorKind =
  | "too_large"
  | "bad_json"
  | "unsupported_format"
  | "corrupt_png"
  | "missing_character"
  | "lorebook_not_character";

export interface CardImportError {
  kind: CardImportErrorKind;
  message: string;
}

/** Cards larger than this are refused before any parsing (spec §5 size limit). */
export const MAX_CARD_BYTES = 20 * 1024 * 1024;

const MESSAGES: Record<CardImportErrorKind, string> = {
  too_large: `The file is too large; character cards can be at most ${MAX_CARD_BYTES / 1024 / 1024} MB`,
  bad_json: "The file is not valid JSON",
  unsupported_format: "Unsupported file format; import a character card as PNG, JSON or CHARX",
  corrupt_png: "The PNG file is corrupt",
  missing_character: "The file does not contain a character card",
  lorebook_not_character: "This file is a lorebook (World Info), not a character card",
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
