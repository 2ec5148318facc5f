import { isNull, type SQL } from "drizzle-orm";
import { users } from "../modules/users/users.schema.ts";
import type { Actor } from "./actor.ts";

/** What a profile's access depends on. */
export interface ProfileAccess {
  id: number;
  removedAt: Date | null;
}

/**
 * - `view`: see the profile, its bots and its follow lists, follow the person: anyone, while the
 *   account is not removed (docs/product.md#account-removal).
 * - `manage`: change it (name, avatar, bio, pins), remove one's fans: its owner only.
 */
export type ProfileAction = "view" | "manage";

const RULES: { [A in ProfileAction]: (actor: Actor, profile: ProfileAccess) => boolean } = {
  view: (_actor, profile) => profile.removedAt === null,
  manage: (actor, profile) => profile.removedAt === null && actor.userId === profile.id,
};

/** Whether `actor` may do `action` to a profile; a missing profile is never allowed. */
export function canOnProfile(
  actor: Actor,
  action: ProfileAction,
  profile: ProfileAccess | undefined,
): profile is ProfileAccess {
  return profile !== undefined && RULES[action](actor, profile);
}

/** `view` as a condition on `users`, for lists of people (fans, follows, creators). */
export const profileVisible: SQL = isNull(users.removedAt);
