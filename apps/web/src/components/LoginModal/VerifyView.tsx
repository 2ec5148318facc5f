import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CODE_PURPOSE } from "../../lib/authRules";
import { isCompleteCode } from "../../lib/codeInput";
import { useCountdown } from "../../lib/useCountdown";
import { sendAuthCode, verifyEmail } from "../../queries/signIn";
import { CodeInput } from "../CodeInput";
import { TaggedText } from "../TaggedText";
import type { SignUpAttempt } from "./EmailView";
import { BackButton, SubmitButton, SupportLink } from "./parts";
import { describeFailure, useFinishLogin } from "./session";

/**
 * Email verification of a login (spec §2, §4): the code was emailed by the login call, so the resend
 * countdown starts at once. A wrong code shows the tip and puts the cursor back. The password typed
 * on the email screen (and the chosen public name) go with the code: a new account gets them even if
 * someone else asked for a code for this address meanwhile (an existing account keeps its own).
 */
export function VerifyView({
  email,
  attempt,
  onBack,
}: {
  email: string;
  attempt: SignUpAttempt | null;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown(true);

  const verify = useMutation({
    mutationFn: (authCode: string) => verifyEmail({ email, authCode, ...attempt }),
    onSuccess: (info) => finish(info, "email"),
    onError: (failed) => {
      setError(describeFailure(failed, t).message);
      setCode("");
    },
  });

  const resend = useMutation({
    mutationFn: () => sendAuthCode({ methodType: CODE_PURPOSE.VERIFY_EMAIL, email }),
    onSuccess: () => {
      countdown.start();
      setError(null);
      toast.success(t("auth.codeSent"));
    },
    onError: (failed) => toast.error(describeFailure(failed, t).message),
  });

  const submit = (value: string) => {
    if (!isCompleteCode(value) || verify.isPending) return;
    setError(null);
    verify.mutate(value);
  };

  return (
    <form
      data-testid="login-view-verify"
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
      className="flex flex-col gap-4"
    >
      <BackButton onClick={onBack} />
      <p className="text-sm text-muted">
        <TaggedText
          message={t("auth.verifyBody", { email })}
          wrap={{ strong: (text) => <strong className="font-semibold break-all text-text">{text}</strong> }}
        />
      </p>
      <p className="text-xs text-muted">{t("auth.verifyExistingHint")}</p>
      <CodeInput
        ref={inputRef}
        label={t("auth.codeLabel")}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (error) setError(null);
        }}
        onComplete={submit}
        error={error}
        busy={verify.isPending}
        autoFocus
        testId="verify-code"
      />
      <SubmitButton disabled={!isCompleteCode(code)} pending={verify.isPending} testId="verify-submit">
        {t("auth.verify")}
      </SubmitButton>
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={countdown.left > 0 || resend.isPending}
        data-testid="verify-resend"
        className="mx-auto text-sm text-accent-soft underline-offset-2 hover:underline disabled:text-muted disabled:no-underline"
      >
        {countdown.left > 0 ? t("auth.resendIn", { seconds: countdown.left }) : t("auth.resend")}
      </button>
      <SupportLink />
    </form>
  );
}
