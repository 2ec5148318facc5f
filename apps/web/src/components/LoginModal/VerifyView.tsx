import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CODE_PURPOSE } from "../../lib/authRules";
import { useCountdown } from "../../lib/useCountdown";
import { sendAuthCode, verifyEmail } from "../../queries/signIn";
import { TaggedText } from "../TaggedText";
import { CodeForm, useCodeEntry } from "./CodeForm";
import type { SignUpAttempt } from "./EmailView";
import { BackButton, SupportLink } from "./parts";
import { describeFailure, useFinishLogin } from "./session";

/**
 * Email verification of a login (docs/product.md#sign-in): the code was emailed by the login call, so the
 * resend countdown starts at once. A wrong code shows the tip and puts the cursor back. The password typed
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
  const code = useCodeEntry();
  const countdown = useCountdown(true);

  const verify = useMutation({
    mutationFn: (authCode: string) => verifyEmail({ email, authCode, ...attempt }),
    onSuccess: (info) => finish(info, "email"),
    onError: (failed) => code.reject(describeFailure(failed, t).message),
  });

  const resend = useMutation({
    mutationFn: () => sendAuthCode({ methodType: CODE_PURPOSE.VERIFY_EMAIL, email }),
    onSuccess: () => {
      countdown.start();
      code.clearError();
      toast.success(t("auth.codeSent"));
    },
    onError: (failed) => toast.error(describeFailure(failed, t).message),
  });

  return (
    <CodeForm
      testId="login-view-verify"
      code={code}
      onSubmit={(authCode) => verify.mutate(authCode)}
      pending={verify.isPending}
      submitLabel={t("auth.verify")}
      codeTestId="verify-code"
      submitTestId="verify-submit"
      autoFocus
      footer={
        <>
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
        </>
      }
    >
      <BackButton onClick={onBack} />
      <p className="text-sm text-muted">
        <TaggedText
          message={t("auth.verifyBody", { email })}
          wrap={{ strong: (text) => <strong className="font-semibold break-all text-text">{text}</strong> }}
        />
      </p>
      <p className="text-xs text-muted">{t("auth.verifyExistingHint")}</p>
    </CodeForm>
  );
}
