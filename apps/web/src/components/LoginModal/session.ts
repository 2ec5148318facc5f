import type { UserInfo } from "@fable/contract";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { ApiError } from "../../api";
import { AUTH_MESSAGE_KEYS, type FormField, readServerMessage } from "../../lib/authForm";
import { type LoginMethod, rememberLoginMethod, takeRemovalRequest } from "../../lib/loginMethod";
import { userKeys } from "../../queries/user";
import { useAuthStore } from "../../stores/auth";
import { useLoginStore } from "../../stores/login";

export interface Failure {
  field: FormField | null;
  message: string;
}

/** A failed call as something to show: the server's message in the reader's language, and its field. */
export function describeFailure(error: unknown, t: TFunction): Failure {
  if (!(error instanceof ApiError)) return { field: null, message: t("api.generic") };
  const read = readServerMessage(error.message);
  const key = read.id ? AUTH_MESSAGE_KEYS[read.id] : null;
  return { field: read.field, message: key ? t(key) : read.text || t("api.generic") };
}

/** Closes the modal and drops `?login=1`, so Back does not reopen it. */
export function useCloseLogin() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(() => {
    useLoginStore.getState().closeLogin();
    if (!new URLSearchParams(window.location.search).has("login")) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("login");
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
}

const isOAuth = (method: LoginMethod) => method !== "email" && method !== "phone";

/**
 * A full login (docs/product.md#sign-in): a clean user state, the token stored, the method remembered for the
 * "Recent" badge, then the modal closes and status is refreshed. An OAuth account without an email
 * goes on to BIND_EMAIL instead.
 */
export function useFinishLogin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useCloseLogin();
  return useCallback(
    (info: UserInfo, method: LoginMethod, successMessage?: string) => {
      if (!info.token) {
        toast.error(t("auth.messages.loginFailed"));
        return;
      }
      queryClient.removeQueries({ queryKey: userKeys.all });
      useAuthStore.getState().setSession(info.token, info.id);
      queryClient.setQueryData(userKeys.info(info.id), { ...info, token: null });
      void queryClient.invalidateQueries({ queryKey: userKeys.status(info.id) });
      rememberLoginMethod(method);
      if (isOAuth(method) && !info.email) {
        useLoginStore.setState({ open: true, view: "BIND_EMAIL" });
        return;
      }
      close();
      toast.success(successMessage ?? (info.isNewUser ? t("auth.signedUp") : t("auth.signedIn")));
      if (takeRemovalRequest(info.id)) toast.info(t("settings.removal.cancelled"));
    },
    [close, queryClient, t],
  );
}
