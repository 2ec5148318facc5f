import type { Random } from "../../context.ts";

const INVITATION_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** An account's own code to invite others: eight characters without look-alikes (no 0/O, 1/I), easy to read aloud or type. */
export function newInvitationCode(random: Random): string {
  return [...random.bytes(8)].map((byte) => INVITATION_ALPHABET[byte % INVITATION_ALPHABET.length]).join("");
}
