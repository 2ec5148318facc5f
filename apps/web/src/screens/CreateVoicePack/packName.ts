import { VOICE_LIMITS } from "@fable/contract";

/**
 * Where a pack name stands (spec §5: required, unique among the user's packs): checked here for what
 * needs no server, then with /pack/voice/checkName once typing has paused.
 */
export type NameStatus = "empty" | "tooLong" | "checking" | "taken" | "free" | "unknown";

export function nameStatus(
  typed: string,
  checked: string,
  check: { isFetching: boolean; data?: { available: boolean } | undefined; isError: boolean },
): NameStatus {
  const name = typed.trim();
  if (!name) return "empty";
  if (name.length > VOICE_LIMITS.packNameMax) return "tooLong";
  // The answer must be about the name as typed now, not one typed a moment ago.
  if (checked !== name || check.isFetching) return "checking";
  if (check.isError || !check.data) return "unknown";
  return check.data.available ? "free" : "taken";
}
