import { ArrowLeft, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { codeHintKey } from "../../lib/codeDelivery";
import { SUPPORT_EMAIL, supportMailto } from "../../lib/support";
import { useCodesInDevOutbox } from "../../queries/account";
import { Button } from "../Button";
import { TaggedText } from "../TaggedText";

export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid="login-back"
      className="-mt-1 flex w-fit items-center gap-1.5 rounded-full py-1 pr-2 text-sm text-muted transition hover:text-text"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("auth.back")}
    </button>
  );
}

interface SubmitProps {
  children: ReactNode;
  disabled?: boolean;
  pending?: boolean;
  testId?: string;
  onClick?: () => void;
}

/** The form's primary action; a spinner replaces nothing, so the label stays readable while pending. */
export function SubmitButton({ children, disabled, pending, testId, onClick }: SubmitProps) {
  return (
    <Button
      type={onClick ? "button" : "submit"}
      onClick={onClick}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      className="h-11 w-full"
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </Button>
  );
}

/** "Send code" / "Resend in 42 s" beside a field. */
export function SendCodeButton({
  secondsLeft,
  pending,
  disabled,
  onClick,
  label,
  testId,
}: {
  secondsLeft: number;
  pending: boolean;
  disabled?: boolean;
  onClick: () => void;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      disabled={disabled || pending || secondsLeft > 0}
      data-testid={testId}
      className="h-11 min-w-28 shrink-0 rounded-[10px]"
    >
      {secondsLeft > 0 ? t("auth.resendIn", { seconds: secondsLeft }) : (label ?? t("auth.sendCode"))}
    </Button>
  );
}

const linkClass = "text-accent-soft underline-offset-2 hover:underline";

/** Terms and privacy notice with a contact link (docs/product.md#login-modal, email view). */
export function TermsNotice() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-xs leading-relaxed text-muted">
      <TaggedText
        message={t("auth.terms")}
        wrap={{
          tos: (text) => (
            <Link to="/document/tos" className={linkClass}>
              {text}
            </Link>
          ),
          privacy: (text) => (
            <Link to="/document/privacy" className={linkClass}>
              {text}
            </Link>
          ),
          contact: (text) => (
            <a href={supportMailto()} className={linkClass}>
              {text}
            </a>
          ),
        }}
      />
    </p>
  );
}

/**
 * "Didn't get a code?" with the support address as a mailto link; on a server without mail, where the
 * code is instead (its dev outbox page).
 */
export function SupportLink() {
  const { t } = useTranslation();
  const devOutbox = useCodesInDevOutbox();
  return (
    <p className="text-center text-xs text-muted">
      <TaggedText
        message={t(codeHintKey(devOutbox), { email: SUPPORT_EMAIL })}
        wrap={{
          support: (text) => (
            <a
              href={supportMailto(t("auth.supportSubject"))}
              data-testid="login-support-link"
              className={linkClass}
            >
              {text}
            </a>
          ),
          outbox: (text) => (
            <a
              href="/dev/outbox"
              target="_blank"
              rel="noreferrer"
              data-testid="login-dev-outbox-link"
              className={linkClass}
            >
              {text}
            </a>
          ),
        }}
      />
    </p>
  );
}
