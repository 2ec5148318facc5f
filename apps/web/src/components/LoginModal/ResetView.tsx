import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AUTH_MESSAGE_KEYS, confirmError, emailError, newPasswordError } from "../../lib/authForm";
import { CODE_PURPOSE } from "../../lib/authRules";
import { checkResetCode, resetPassword } from "../../queries/signIn";
import { CodeForm, useCodeEntry } from "./CodeForm";
import { Field } from "./Field";
import { BackButton, SendCodeButton, SubmitButton } from "./parts";
import { describeFailure, type Failure, useFinishLogin } from "./session";
import { useSendCode } from "./useSendCode";

type Problems = Partial<Record<"email" | "password" | "confirm", string | null>>;

interface ResetViewProps {
  /** "reset" from Forgot password; "change" for the signed-in user's own email (CHANGE_PASSWORD). */
  mode: "reset" | "change";
  email: string;
  onEmailChange: (email: string) => void;
  onBack?: () => void;
}

/**
 * Password reset (docs/product.md#password-reset): step 1 proves the email with a code, which stays valid;
 * step 2 sets the new password, and saving signs the user in.
 */
export function ResetView({ mode, email, onEmailChange, onBack }: ResetViewProps) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [step, setStep] = useState<1 | 2>(1);
  const code = useCodeEntry();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const locked = mode === "change";

  const message = (key: string | null) => (key ? t(key) : null);
  const clear = (field: keyof Problems) => problems[field] && setProblems({ ...problems, [field]: null });
  /** Shows these problems in place of the last ones, the code's included. */
  const show = (found: Problems) => {
    setProblems(found);
    code.clearError();
  };

  /** Puts a server failure under its field, back on step 1 when it is about the code. */
  const place = (failure: Failure) => {
    if (failure.field === "code") {
      setStep(1);
      show({});
      code.reject(failure.message);
    } else if (failure.field === "email" || failure.field === "password" || failure.field === "confirm") {
      show({ [failure.field]: failure.message });
    } else {
      toast.error(failure.message);
    }
  };

  const checkEmail = () => {
    const problem = emailError(email);
    show({ email: message(problem && AUTH_MESSAGE_KEYS[problem]) });
    return problem === null;
  };

  const { send, countdown, codeRef } = useSendCode(
    () => ({ methodType: CODE_PURPOSE.RESET_PASSWORD, email: email.trim() }),
    (error) => place(describeFailure(error, t)),
  );

  const check = useMutation({
    mutationFn: (authCode: string) => checkResetCode({ email: email.trim(), authCode }),
    onSuccess: () => {
      show({});
      setStep(2);
    },
    onError: (error) => place(describeFailure(error, t)),
  });

  const save = useMutation({
    mutationFn: () =>
      resetPassword({
        email: email.trim(),
        authCode: code.value,
        newPwd: password,
        confirmPwd: confirmation,
      }),
    onSuccess: (info) => finish(info, "email", locked ? t("auth.passwordChanged") : t("auth.passwordReset")),
    onError: (error) => place(describeFailure(error, t)),
  });

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const passwordProblem = newPasswordError(password);
    const confirmProblem = confirmError(password, confirmation);
    const found: Problems = {
      password: message(passwordProblem && AUTH_MESSAGE_KEYS[passwordProblem]),
      confirm: passwordProblem ? null : message(confirmProblem && AUTH_MESSAGE_KEYS[confirmProblem]),
    };
    show(found);
    if (found.password || found.confirm) return;
    save.mutate();
  };

  if (step === 2) {
    return (
      <form data-testid="reset-step-2" onSubmit={submitPassword} noValidate className="flex flex-col gap-4">
        <BackButton onClick={() => setStep(1)} />
        <p className="text-sm text-muted">{t("auth.newPasswordBody")}</p>
        <Field
          label={t("auth.newPassword")}
          type="password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clear("password");
          }}
          error={problems.password}
          placeholder={t("auth.passwordPlaceholder")}
          autoComplete="new-password"
          maxLength={64}
          autoFocus
          testId="reset-new-password"
        />
        <Field
          label={t("auth.confirmPassword")}
          type="password"
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            clear("confirm");
          }}
          error={problems.confirm}
          autoComplete="new-password"
          maxLength={64}
          testId="reset-confirm-password"
        />
        <SubmitButton disabled={!password || !confirmation} pending={save.isPending} testId="reset-save">
          {t("auth.savePassword")}
        </SubmitButton>
      </form>
    );
  }

  return (
    <CodeForm
      testId="reset-step-1"
      code={code}
      checkForm={checkEmail}
      onSubmit={(value) => check.mutate(value)}
      pending={check.isPending}
      ready={Boolean(email.trim())}
      submitLabel={t("auth.next")}
      codeTestId="reset-code"
      submitTestId="reset-next"
      codeRef={codeRef}
    >
      {onBack ? <BackButton onClick={onBack} /> : null}
      <p className="text-sm text-muted">
        {locked ? t("auth.changePasswordBody", { email }) : t("auth.resetBody")}
      </p>
      <Field
        label={t("auth.email")}
        type="email"
        value={email}
        readOnly={locked}
        onChange={(event) => {
          onEmailChange(event.target.value);
          clear("email");
        }}
        error={problems.email}
        placeholder={t("auth.emailPlaceholder")}
        autoComplete="email"
        inputMode="email"
        autoFocus={!locked}
        testId="reset-email"
        action={
          <SendCodeButton
            secondsLeft={countdown.left}
            pending={send.isPending}
            disabled={!email.trim()}
            onClick={() => {
              if (checkEmail()) send.mutate();
            }}
            testId="reset-send-code"
          />
        }
      />
    </CodeForm>
  );
}
