import { useCallback, useMemo, useState } from "react";
import type { FieldErrors, FieldMessage } from "./validation";

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
 * A contract-driven form's state (the character and the adventure editors): values, the payload they
 * make and the contract's verdict on it (`judge`, stable across renders). Errors show once their field
 * was left (blur) or a submit was tried, and then follow typing live; a server's error on a field
 * shows until that field changes.
 */
export function useValidatedForm<Form extends object, Payload>(
  initial: () => Form,
  judge: (form: Form) => { payload: Payload; errors: FieldErrors },
) {
  const [form, setForm] = useState<Form>(initial);
  const [shown, setShown] = useState<ReadonlySet<string> | "all">(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const { payload, errors: allErrors } = useMemo(() => judge(form), [judge, form]);

  const errors = useMemo(() => {
    const visible: FieldErrors = { ...serverErrors };
    for (const [path, message] of Object.entries(allErrors)) {
      if (isShown(path, shown)) visible[path] = message;
    }
    return visible;
  }, [allErrors, serverErrors, shown]);

  const update = useCallback(<K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    const name = String(field);
    setServerErrors((previous) => {
      const stale = Object.keys(previous).filter((path) => path === name || path.startsWith(`${name}.`));
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
