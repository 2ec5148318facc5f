import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { api } from "../../api";
import { useCountdown } from "../../lib/useCountdown";

/**
 * Sending a verification code, shared by the views that ask for one: on success the 60 s resend
 * countdown starts and the cursor moves to the code boxes.
 */
export function useSendCode(body: () => object, onError: (error: unknown) => void) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLInputElement>(null);
  const countdown = useCountdown();
  const send = useMutation({
    mutationFn: () => api.post<null>("/user/send/auth/code", body()),
    onSuccess: () => {
      countdown.start();
      toast.success(t("auth.codeSent"));
      codeRef.current?.focus();
    },
    onError,
  });
  return { send, countdown, codeRef };
}
