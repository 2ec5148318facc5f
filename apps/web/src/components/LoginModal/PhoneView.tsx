import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AUTH_MESSAGE_KEYS, phoneError } from "../../lib/authForm";
import { CODE_PURPOSE } from "../../lib/authRules";
import { signIn } from "../../queries/signIn";
import { CodeForm, useCodeEntry } from "./CodeForm";
import { Field } from "./Field";
import { BackButton, SendCodeButton, TermsNotice } from "./parts";
import { describeFailure, useFinishLogin } from "./session";
import { useSendCode } from "./useSendCode";

/** Phone and SMS code (docs/product.md#account-rules: a Chinese mobile number, 1 then 10 digits). */
export function PhoneView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [phone, setPhone] = useState("");
  const code = useCodeEntry();
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);

  const checkPhone = () => {
    const problem = phoneError(phone);
    setPhoneProblem(problem ? t(AUTH_MESSAGE_KEYS[problem]) : null);
    return problem === null;
  };

  const { send, countdown, codeRef } = useSendCode(
    () => ({ methodType: CODE_PURPOSE.PHONE_LOGIN, phone: phone.trim() }),
    (error) => {
      const failure = describeFailure(error, t);
      if (failure.field === "phone") setPhoneProblem(failure.message);
      else toast.error(failure.message);
    },
  );

  const login = useMutation({
    mutationFn: (value: string) => signIn({ srcType: "PHONE", phone: phone.trim(), code: value }),
    onSuccess: (info) => finish(info, "phone"),
    onError: (error) => {
      const failure = describeFailure(error, t);
      if (failure.field === "phone") setPhoneProblem(failure.message);
      else if (failure.field === "code") code.reject(failure.message);
      else toast.error(failure.message);
    },
  });

  return (
    <CodeForm
      testId="login-view-phone"
      code={code}
      checkForm={checkPhone}
      onSubmit={(value) => login.mutate(value)}
      pending={login.isPending}
      ready={Boolean(phone.trim())}
      submitLabel={t("auth.signIn")}
      codeTestId="login-phone-code"
      submitTestId="login-phone-submit"
      codeRef={codeRef}
      footer={<TermsNotice />}
    >
      <BackButton onClick={onBack} />
      <Field
        label={t("auth.phone")}
        type="tel"
        value={phone}
        onChange={(event) => {
          // Spaces and dashes people type between groups are dropped; the number is 11 digits.
          setPhone(event.target.value.replace(/\D/g, "").slice(0, 11));
          if (phoneProblem) setPhoneProblem(null);
        }}
        error={phoneProblem}
        placeholder={t("auth.phonePlaceholder")}
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={13}
        autoFocus
        testId="login-phone"
        action={
          <SendCodeButton
            secondsLeft={countdown.left}
            pending={send.isPending}
            disabled={!phone.trim()}
            onClick={() => {
              if (checkPhone()) send.mutate();
            }}
            testId="login-phone-send"
          />
        }
      />
    </CodeForm>
  );
}
