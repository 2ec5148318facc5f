import { LIMITS } from "@fable/contract";

/*
 * The public name others see (header, posts, profiles, what bots say). The server never takes it
 * from the email; these helpers hold the web's side of the same rule: 1–30 characters once trimmed.
 */

/** Why a name cannot be saved, as an i18n key, or null when it can. */
export function userNameProblem(entry: string): "names.empty" | "names.tooLong" | null {
  const trimmed = entry.trim();
  if (!trimmed) return "names.empty";
  if (trimmed.length > LIMITS.userNameMax) return "names.tooLong";
  return null;
}

/**
 * The name an email sign-up sends: what the field shows (the suggestion, or the user's edit), trimmed;
 * nothing when it is empty, and the server then generates one.
 */
export function signUpName(entry: string): { userName?: string } {
  const trimmed = entry.trim();
  return trimmed ? { userName: trimmed } : {};
}

/**
 * The one-time prompt's answer: "save" sends the entry, "keep" (also closing the dialog) sends the
 * current name unchanged. Either clears the server's flag.
 */
export function namePromptAnswer(
  choice: "save" | "keep",
  entry: string,
  currentName: string,
): { userName: string } | { problem: NonNullable<ReturnType<typeof userNameProblem>> } {
  if (choice === "keep") return { userName: currentName };
  const problem = userNameProblem(entry);
  return problem ? { problem } : { userName: entry.trim() };
}
