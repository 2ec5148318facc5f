import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AUTH_MESSAGE_KEYS, emailError } from "../../lib/authForm";
import { CODE_PURPOSE } from "../../lib/authRules";
import { verifyEmail } from "../../queries/signIn";
import { userKeys } from "../../queries/user";
import { currentViewerKey } from "../../stores/auth";
import { CodeForm, useCodeEntry } from "./CodeForm";
import { Field } from "./Field";
import { SendCodeButton } from "./parts";
import { describeFailure, useCloseLogin } from "./session";
import { useSendCode } from "./useSendCode";

/**
 * BIND_EMAIL: an account signed in through a provider that gave no email adds one, proven by a code.
 * Closing this view signs out (docs/product.md#login-modal), so the modal handles that, not this form.
 */
export function BindEmailView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useCloseLogin();
  const [email, setEmail] = useState("");
  const code = useCodeEntry();
  const [emailProblem, setEmailProblem] = useState<string | null>(null);

  const checkEmail = () => {
    const problem = emailError(email);
    setEmailProblem(problem ? t(AUTH_MESSAGE_KEYS[problem]) : null);
    return problem === null;
  };

  const { send, countdown, codeRef } = useSendCode(
    () => ({ methodType: CODE_PURPOSE.VERIFY_EMAIL, email: email.trim() }),
    (error) => {
      const failure = describeFailure(error, t);
      if (failure.field === "email") setEmailProblem(failure.message);
      else toast.error(failure.message);
    },
  );

  const bind = useMutation({
    mutationFn: (authCode: string) => verifyEmail({ email: email.trim(), authCode }),
    onSuccess: (info) => {
      queryClient.setQueryData(userKeys.info(currentViewerKey()), info);
      close();
      toast.success(t("auth.emailBound"));
    },
    onError: (error) => {
      const failure = describeFailure(error, t);
      if (failure.field === "code") code.reject(failure.message);
      else if (failure.field === "email") setEmailProblem(failure.message);
      else toast.error(failure.message);
    },
  });

  return (
    <CodeForm
      testId="login-view-bind-email"
      code={code}
      checkForm={checkEmail}
      onSubmit={(value) => bind.mutate(value)}
      pending={bind.isPending}
      ready={Boolean(email.trim())}
      submitLabel={t("auth.bindEmail")}
      codeTestId="bind-email-code"
      submitTestId="bind-email-submit"
      codeRef={codeRef}
    >
      <p className="text-sm text-muted">{t("auth.bindEmailBody")}</p>
      <Field
        label={t("auth.email")}
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (emailProblem) setEmailProblem(null);
        }}
        error={emailProblem}
        placeholder={t("auth.emailPlaceholder")}
        autoComplete="email"
        inputMode="email"
        autoFocus
        testId="bind-email"
        action={
          <SendCodeButton
            secondsLeft={countdown.left}
            pending={send.isPending}
            disabled={!email.trim()}
            onClick={() => {
              if (checkEmail()) send.mutate();
            }}
            testId="bind-email-send"
          />
        }
      />
    </CodeForm>
  );
}
