import { useCallback, useMemo, useState } from "react";
import { type CharacterForm, emptyForm, toChangesPayload, toCreatePayload } from "./form";
import { type FieldErrors, type FieldMessage, validatePayload } from "./validation";

export type FormMode = { kind: "create" } | { kind: "edit"; botId: string; initial: CharacterForm };

/** Whether an error at `path` may show, given the fields blurred so far. */
export function isShown(path: string, shown: ReadonlySet<string> | "all"): boolean {
  if (shown === "all") return true;
  if (shown.has(path)) return true;
  // A blur registered for a whole row ("lore.0") or list ("alternateGreetings") shows the errors inside it.
  for (const prefix of [path.split(".").slice(0, 2).join("."), path.split(".")[0] ?? ""]) {
    if (prefix && shown.has(prefix)) return true;
  }
  return false;
}

/**
 * State of the creation form: values, the payload they make, and the contract's verdict on it. Errors
 * show once their field was left (blur) or a submit was tried, and then follow typing live.
 */
export function useCharacterForm(mode: FormMode) {
  const [form, setForm] = useState<CharacterForm>(() => (mode.kind === "edit" ? mode.initial : emptyForm()));
  const [shown, setShown] = useState<ReadonlySet<string> | "all">(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const payload = useMemo(
    () => (mode.kind === "edit" ? toChangesPayload(mode.botId, mode.initial, form) : toCreatePayload(form)),
    [mode, form],
  );
  const allErrors = useMemo(() => validatePayload(mode.kind, payload), [mode.kind, payload]);

  const errors = useMemo(() => {
    const visible: FieldErrors = { ...serverErrors };
    for (const [path, message] of Object.entries(allErrors)) {
      if (isShown(path, shown)) visible[path] = message;
    }
    return visible;
  }, [allErrors, serverErrors, shown]);

  const update = useCallback(<K extends keyof CharacterForm>(field: K, value: CharacterForm[K]) => {
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
    setShown((previous) => {
      if (previous === "all" || previous.has(path)) return previous;
      return new Set(previous).add(path);
    });
  }, []);

  /** Shows every error and answers them, so the caller can focus the first or send the payload. */
  const validateAll = useCallback((): FieldErrors => {
    setShown("all");
    return allErrors;
  }, [allErrors]);

  const setServerError = useCallback((field: string, message: FieldMessage) => {
    setServerErrors((previous) => ({ ...previous, [field]: message }));
  }, []);

  return { form, payload, errors, update, blur, validateAll, setServerError };
}

export type CharacterFormApi = ReturnType<typeof useCharacterForm>;
