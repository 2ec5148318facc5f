import { useCallback, useMemo, useState } from "react";
import { isShown } from "../CreateBot/useCharacterForm";
import type { FieldErrors, FieldMessage } from "../CreateBot/validation";
import {
  type AdventureFormState,
  emptyAdventureForm,
  toAdventureChanges,
  toAdventurePayload,
  validateAdventure,
} from "./adventureForm";

export type AdventureMode = { kind: "create" } | { kind: "edit"; botId: string; initial: AdventureFormState };

/**
 * State of the adventure form, as the character form keeps its own: values, the payload, the
 * contract's verdict; errors show once a field was left or a submit was tried.
 */
export function useAdventureForm(mode: AdventureMode) {
  const [form, setForm] = useState<AdventureFormState>(() =>
    mode.kind === "edit" ? mode.initial : emptyAdventureForm(),
  );
  const [shown, setShown] = useState<ReadonlySet<string> | "all">(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const payload = useMemo(
    () => (mode.kind === "edit" ? toAdventureChanges(mode.botId, form) : toAdventurePayload(form)),
    [mode, form],
  );
  const allErrors = useMemo(() => validateAdventure(payload, mode.kind === "edit"), [payload, mode.kind]);
  const errors = useMemo(() => {
    const visible: FieldErrors = { ...serverErrors };
    for (const [path, message] of Object.entries(allErrors))
      if (isShown(path, shown)) visible[path] = message;
    return visible;
  }, [allErrors, serverErrors, shown]);

  const update = useCallback(<K extends keyof AdventureFormState>(field: K, value: AdventureFormState[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => {
      const stale = Object.keys(previous).filter((path) => path === field || path.startsWith(`${field}.`));
      if (stale.length === 0) return previous;
      const next = { ...previous };
      for (const path of stale) delete next[path];
      return next;
    });
  }, []);

  const blur = useCallback((path: string) => {
    setShown((previous) =>
      previous === "all" || previous.has(path) ? previous : new Set(previous).add(path),
    );
  }, []);

  const validateAll = useCallback((): FieldErrors => {
    setShown("all");
    return allErrors;
  }, [allErrors]);

  const setServerError = useCallback((field: string, message: FieldMessage) => {
    setServerErrors((previous) => ({ ...previous, [field]: message }));
  }, []);

  return { form, payload, errors, update, blur, validateAll, setServerError };
}

export type AdventureFormApi = ReturnType<typeof useAdventureForm>;
