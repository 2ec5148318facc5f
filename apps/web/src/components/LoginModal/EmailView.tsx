import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AUTH_MESSAGE_KEYS, emailError, passwordError } from "../../lib/authForm";
import { signUpName, userNameProblem } from "../../lib/publicName";
import { signIn } from "../../queries/signIn";
import { Field } from "./Field";
import { BackButton, SubmitButton, TermsNotice } from "./parts";
import { SignUpNameField, useSignUpName } from "./SignUpNameField";
import { describeFailure, useFinishLogin } from "./session";

interface Errors {
  email?: string | null;
  password?: string | null;
}

/** What the code step repeats of the sign-in, so whoever verifies the address sets them. */
export interface SignUpAttempt {
  userPwd: string;
  userName?: string | undefined;
}

/**
 * Email and password. The right password of a verified account signs in; anything else continues to
 * the emailed code (docs/product.md#sign-in): it creates the account for a new email, with the public name of
 * the name field, or signs the owner in. The server answers alike for every address, so neither screen
 * says whether an account exists.
 */
export function EmailView({
  email,
  onEmailChange,
  onBack,
  onForgot,
  onNeedVerify,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  onForgot: () => void;
  /** The code screen repeats the password, so the account gets the one typed here (see VerifyView). */
  onNeedVerify: (email: string, attempt: SignUpAttempt) => void;
}) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const name = useSignUpName();

  const login = useMutation({
    mutationFn: (body: { email: string; userPwd: string; userName?: string }) =>
      signIn({ srcType: "LOCAL", ...body }),
    onSuccess: (info, body) => {
      if (info.needValidEmail) onNeedVerify(body.email, { userPwd: body.userPwd, userName: body.userName });
      else finish(info, "email");
    },
    onError: (error) => {
      const failure = describeFailure(error, t);
      if (failure.field === "email") setErrors({ email: failure.message });
      else if (failure.field === "password") setErrors({ password: failure.message });
      else toast.error(failure.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = emailError(email);
    const passwordProblem = passwordError(password);
    const next: Errors = {
      email: emailProblem ? t(AUTH_MESSAGE_KEYS[emailProblem]) : null,
      password: passwordProblem ? t(AUTH_MESSAGE_KEYS[passwordProblem]) : null,
    };
    setErrors(next);
    if (next.email || next.password) return;
    if (name.value.trim() && userNameProblem(name.value)) return;
    login.mutate({ email: email.trim(), userPwd: password, ...signUpName(name.value) });
  };

  return (
    <form data-testid="login-view-email" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <BackButton onClick={onBack} />
      <Field
        label={t("auth.email")}
        type="email"
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          if (errors.email) setErrors({ ...errors, email: null });
        }}
        error={errors.email}
        placeholder={t("auth.emailPlaceholder")}
        autoComplete="email"
        inputMode="email"
        autoFocus
        testId="login-email"
      />
      <Field
        label={t("auth.password")}
        type="password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (errors.password) setErrors({ ...errors, password: null });
        }}
        error={errors.password}
        placeholder={t("auth.passwordPlaceholder")}
        autoComplete="current-password"
        maxLength={64}
        testId="login-password"
      />
      <button
        type="button"
        onClick={onForgot}
        data-testid="login-forgot"
        className="-mt-1 w-fit self-end text-sm text-accent-soft underline-offset-2 hover:underline"
      >
        {t("auth.forgotPassword")}
      </button>
      <SignUpNameField name={name} />
      <SubmitButton
        disabled={!email.trim() || !password}
        pending={login.isPending}
        testId="login-email-submit"
      >
        {t("auth.continue")}
      </SubmitButton>
      <p className="text-center text-xs text-muted">{t("auth.newAccountHint")}</p>
      <TermsNotice />
    </form>
  );
}
