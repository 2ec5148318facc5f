import { type ReactNode, type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import { isCompleteCode } from "../../lib/codeInput";
import { CodeInput } from "../CodeInput";
import { SubmitButton } from "./parts";

/** The code typed into a code form and the problem shown under it. */
export function useCodeEntry() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    /** Typing clears the last problem. */
    change: (next: string) => {
      setValue(next);
      setError(null);
    },
    /** A refused code: the tip shows and the boxes empty for the next try (docs/product.md#error-display). */
    reject: (message: string) => {
      setError(message);
      setValue("");
    },
    clearError: () => setError(null),
  };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;

interface CodeFormProps {
  testId: string;
  code: CodeEntry;
  /** Checks the rest of the form (the address), showing its problems; false stops the submit. */
  checkForm?: () => boolean;
  /** Runs with a complete code: when the sixth digit arrives, and on submit. */
  onSubmit: (code: string) => void;
  pending: boolean;
  /** Whether the rest of the form (the address) is filled in. */
  ready?: boolean;
  submitLabel: ReactNode;
  codeTestId: string;
  submitTestId: string;
  /** The code boxes, for the view's send-code step to move the cursor there. */
  codeRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
  /** What comes above the code boxes: the way back, an explanation, the address. */
  children: ReactNode;
  /** What comes under the button. */
  footer?: ReactNode;
}

/**
 * The form of every login view that checks a sent 6-digit code (sign-up verification, phone login,
 * password reset, binding an email): the view's own fields, the code boxes and the button under them.
 */
export function CodeForm({
  testId,
  code,
  checkForm,
  onSubmit,
  pending,
  ready = true,
  submitLabel,
  codeTestId,
  submitTestId,
  codeRef,
  autoFocus,
  children,
  footer,
}: CodeFormProps) {
  const { t } = useTranslation();
  const submit = (value: string) => {
    if ((checkForm && !checkForm()) || !isCompleteCode(value) || pending) return;
    code.clearError();
    onSubmit(value);
  };
  return (
    <form
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        submit(code.value);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      {children}
      <CodeInput
        ref={codeRef}
        label={t("auth.codeLabel")}
        value={code.value}
        onChange={code.change}
        onComplete={submit}
        error={code.error}
        busy={pending}
        autoFocus={autoFocus}
        testId={codeTestId}
      />
      <SubmitButton disabled={!ready || !isCompleteCode(code.value)} pending={pending} testId={submitTestId}>
        {submitLabel}
      </SubmitButton>
      {footer}
    </form>
  );
}
