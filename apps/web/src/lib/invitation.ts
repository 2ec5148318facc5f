import { readCookie, writeCookie } from "./cookies";

/** The cookie keeping the inviter's code for 7 days (spec §9), sent with the next sign-up. */
export const INVITE_COOKIE = "fable_invite";

/** The shape the server accepts for a code (contract InvitationCode): anything else is not kept. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** The inviter's code a link carries (`?invite=CODE`), or null when it carries none worth keeping. */
export function invitationFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get("invite")?.trim() ?? "";
  return CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

/** Keeps the code of an invitation link the visitor arrived by; a later link replaces it. */
export function rememberInvitation(search: string): void {
  const code = invitationFromSearch(search);
  if (code) writeCookie(INVITE_COOKIE, code);
}

/** The code to send as usedInvitationCode when signing in, if an invitation link brought the visitor. */
export function storedInvitation(): string | undefined {
  const code = readCookie(INVITE_COOKIE);
  return code && CODE_PATTERN.test(code) ? code : undefined;
}
