import type { Persona } from "@fable/contract";

/** Limits of SaveMaskRequest in the contract. */
export const PERSONA_NAME_MAX = 50;
export const PERSONA_DESCRIPTION_MAX = 1000;

export interface PersonaDraft {
  maskId?: string;
  name: string;
  description: string;
  /** Kept as it is: the form does not change pictures. */
  avatar: string;
  isDefault: boolean;
}

export const emptyPersona: PersonaDraft = { name: "", description: "", avatar: "", isDefault: false };

export const draftOf = (mask: Persona): PersonaDraft => ({
  maskId: mask.maskId,
  name: mask.name,
  description: mask.description,
  avatar: mask.avatar,
  isDefault: mask.isDefault,
});

/** The i18n key of what is wrong with a draft before it is sent, or null; the server checks again. */
export function personaDraftError(draft: PersonaDraft): string | null {
  const name = draft.name.trim();
  if (!name) return "chat.persona.nameRequired";
  if (name.length > PERSONA_NAME_MAX) return "chat.persona.nameTooLong";
  if (draft.description.trim().length > PERSONA_DESCRIPTION_MAX) return "chat.persona.descriptionTooLong";
  return null;
}
