import type { ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { isCompleteCode } from "../../lib/codeInput";
import { CodeInput } from "../CodeInput";
import { SubmitButton } from "./parts";

interface CodeStepProps {
  codeRef: RefObject<HTMLInputElement | null>;
  code: string;
  onCodeChange: (code: string) => void;
  /** Runs when the sixth digit arrives, as well as on submit. */
  onComplete: (code: string) => void;
  error?: string | null;
  pending: boolean;
  /** Whether the rest of the form (the address) is filled in. */
  ready: boolean;
  submitLabel: ReactNode;
  codeTestId: string;
  submitTestId: string;
}

/** The 6-digit code boxes and the button under them, shared by every view that checks a sent code. */
export function CodeStep({
  codeRef,
  code,
  onCodeChange,
  onComplete,
  error,
  pending,
  ready,
  submitLabel,
  codeTestId,
  submitTestId,
}: CodeStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <CodeInput
        ref={codeRef}
        label={t("auth.codeLabel")}
        value={code}
        onChange={onCodeChange}
        onComplete={onComplete}
        error={error}
        busy={pending}
        testId={codeTestId}
      />
      <SubmitButton disabled={!ready || !isCompleteCode(code)} pending={pending} testId={submitTestId}>
        {submitLabel}
      </SubmitButton>
    </>
  );
}
