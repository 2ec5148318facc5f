import { useCallback } from "react";
import { type CharacterForm, emptyForm, toChangesPayload, toCreatePayload } from "./form";
import { useValidatedForm } from "./useValidatedForm";
import { validatePayload } from "./validation";

export type FormMode = { kind: "create" } | { kind: "edit"; botId: string; initial: CharacterForm };

/** State of the character creation form (useValidatedForm), creating a bot or editing one. */
export function useCharacterForm(mode: FormMode) {
  const judge = useCallback(
    (form: CharacterForm) => {
      const payload =
        mode.kind === "edit" ? toChangesPayload(mode.botId, mode.initial, form) : toCreatePayload(form);
      return { payload, errors: validatePayload(mode.kind, payload) };
    },
    [mode],
  );
  return useValidatedForm(() => (mode.kind === "edit" ? mode.initial : emptyForm()), judge);
}

export type CharacterFormApi = ReturnType<typeof useCharacterForm>;
