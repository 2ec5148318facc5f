import { eq, type SQL } from "drizzle-orm";
import { personas } from "../modules/chat/chat.schema.ts";
import { ownerOnly } from "./owner.ts";

/** `use`: list, change, remove a persona or speak as it in a dialogue: its owner only. */
export type PersonaAction = "use";

export const canOnPersona = ownerOnly<PersonaAction>();

/** `use` as a condition on the personas table. */
export const personasUsableBy = (actor: { userId: number }): SQL => eq(personas.userId, actor.userId);
