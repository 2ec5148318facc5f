import { LIMITS } from "@fable/contract";

export const CODE_LENGTH = LIMITS.verificationCodeLength;

/**
 * What a verification-code field keeps of typed or pasted text: digits only (full-width digits from
 * a Chinese keyboard count), at most `length` of them. "Code: 123 456" pastes as "123456".
 */
export function sanitizeCode(value: string, length: number = CODE_LENGTH): string {
  return value.normalize("NFKC").replace(/\D/g, "").slice(0, length);
}

export function isCompleteCode(value: string, length: number = CODE_LENGTH): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/**
 * True when an edit completed the code, which submits it (docs/product.md#login-modal: auto-submit at 6
 * digits).
 */
export function completesCode(previous: string, next: string, length: number = CODE_LENGTH): boolean {
  return isCompleteCode(next, length) && next !== previous;
}
