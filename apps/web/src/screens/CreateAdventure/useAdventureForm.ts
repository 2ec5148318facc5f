import { useCallback } from "react";
import { useValidatedForm } from "../CreateBot/useValidatedForm";
import {
  type AdventureFormState,
  emptyAdventureForm,
  toAdventureChanges,
  toAdventurePayload,
  validateAdventure,
} from "./adventureForm";

export type AdventureMode = { kind: "create" } | { kind: "edit"; botId: string; initial: AdventureFormState };

/** State of the adventure form (useValidatedForm), creating an adventure or editing one. */
export function useAdventureForm(mode: AdventureMode) {
  const judge = useCallback(
    (form: AdventureFormState) => {
      const payload = mode.kind === "edit" ? toAdventureChanges(mode.botId, form) : toAdventurePayload(form);
      return { payload, errors: validateAdventure(payload, mode.kind === "edit") };
    },
    [mode],
  );
  return useValidatedForm(() => (mode.kind === "edit" ? mode.initial : emptyAdventureForm()), judge);
}

export type AdventureFormApi = ReturnType<typeof useAdventureForm>;
