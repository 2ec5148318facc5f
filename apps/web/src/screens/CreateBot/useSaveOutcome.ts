import type { BotCreationConfig, SavedBot } from "@fable/contract";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../api";
import { createToast } from "./toast";
import { type FieldErrors, type FieldMessage, fieldId } from "./validation";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scrolls to and focuses the control of a field (or its group when the row has no control of its own). */
export function focusField(path: string) {
  const element =
    document.getElementById(fieldId(path)) ?? document.getElementById(fieldId(path.split(".")[0] ?? path));
  if (!element) return;
  element.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  element.focus({ preventScroll: true });
}

/** Focuses a field after the render that shows its message (and, say, opens the tab it is on). */
export function usePendingFocus(): (path: string) => void {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    focusField(pending);
    setPending(null);
  }, [pending]);
  return useCallback((path: string) => setPending(path), []);
}

/** A failed save's message as a form reads it: the field it is about, its catalog key, the server's words. */
export interface ReadError {
  field: string | null;
  key: string | null;
  text: string;
}

/**
 * What the creation forms (character, adventure, PDF) do after a save: open the result screen, or show
 * the server's refusal under the field it names (then focus it) or else in a toast.
 */
export function useSaveOutcome({
  kind,
  readError,
  setServerError,
  focus,
}: {
  kind: "create" | "edit";
  readError: (message: string) => ReadError;
  setServerError: (field: string, message: FieldMessage) => void;
  focus: (field: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSaved = (saved: SavedBot) => navigate(`/create/result?botId=${encodeURIComponent(saved.botId)}`);
  const onFailed = (error: Error) => {
    const read = readError(error instanceof ApiError ? error.message : "");
    if (read.field) {
      setServerError(
        read.field,
        read.key ? { key: read.key } : { key: "create.errors.server", values: { message: read.text } },
      );
      focus(read.field);
      return;
    }
    const fallback = kind === "create" ? t("create.errors.createFailed") : t("create.errors.updateFailed");
    createToast.error(read.key ? t(read.key) : read.text || fallback);
  };
  return { onSaved, onFailed };
}

/** The save callbacks a mutation takes. */
export interface SaveCallbacks {
  onSuccess: (saved: SavedBot) => void;
  onError: (error: Error) => void;
}

/**
 * The submit of a single-page creation form (adventure, PDF): nothing while saving, blocked or at the
 * bot cap; the first field in error focused; otherwise `send` with the save outcome's callbacks.
 */
export function useEditorSubmit({
  kind,
  config,
  formApi,
  readError,
  firstError,
  pending,
  blocked = false,
  send,
}: {
  kind: "create" | "edit";
  config: BotCreationConfig | undefined;
  formApi: { validateAll: () => FieldErrors; setServerError: (field: string, message: FieldMessage) => void };
  readError: (message: string) => ReadError;
  firstError: (errors: FieldErrors) => string | null;
  pending: boolean;
  blocked?: boolean;
  send: (callbacks: SaveCallbacks) => void;
}) {
  const focus = usePendingFocus();
  const atCap = kind === "create" && config !== undefined && config.ownedBots >= config.maxBots;
  const { onSaved, onFailed } = useSaveOutcome({
    kind,
    readError,
    setServerError: formApi.setServerError,
    focus,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || pending || atCap) return;
    const first = firstError(formApi.validateAll());
    if (first) {
      focus(first);
      return;
    }
    send({ onSuccess: onSaved, onError: onFailed });
  };
  return { submit, atCap };
}
