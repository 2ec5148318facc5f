import type { SendCodeRequest } from "@fable/contract";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useCountdown } from "../../lib/useCountdown";
import { sendAuthCode } from "../../queries/signIn";

/**
 * Sending a verification code, shared by the views that ask for one: on success the 60 s resend
 * countdown starts and the cursor moves to the code boxes.
 */
export function useSendCode(body: () => SendCodeRequest, onError: (error: unknown) => void) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLInputElement>(null);
  const countdown = useCountdown();
  const send = useMutation({
    mutationFn: () => sendAuthCode(body()),
    onSuccess: () => {
      countdown.start();
      toast.success(t("auth.codeSent"));
      codeRef.current?.focus();
    },
    onError,
  });
  return { send, countdown, codeRef };
}
