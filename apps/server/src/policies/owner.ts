import type { Actor } from "./actor.ts";

/** Whether `actor` is the signed-in user `ownerId`; a visitor owns nothing. */
export const owns = (actor: Actor, ownerId: number): boolean =>
  actor.userId !== null && actor.userId === ownerId;

/**
 * The `can` of a resource whose actions are its owner's alone (a dialogue, a persona, deleting a post):
 * allowed when the resource exists and `actor` owns it.
 */
export function ownerOnly<Action extends string>() {
  return <Resource extends { userId: number }>(
    actor: Actor,
    _action: Action,
    resource: Resource | undefined,
  ): resource is Resource => resource !== undefined && owns(actor, resource.userId);
}
