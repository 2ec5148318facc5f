import { clsx } from "clsx";
import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "../FieldError";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: string;
  error?: string | null;
  /** A control at the end of the row, such as "Send code". */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  testId?: string;
}

const inputClass =
  "h-11 w-full min-w-0 rounded-[10px] border bg-bg px-3.5 text-base text-text transition duration-150 ease-out placeholder:text-muted/70 hover:border-accent/40 focus:border-accent focus:outline-none read-only:text-muted read-only:hover:border-border md:text-sm";

/** A labelled input with its error under it (announced, and linked by aria-describedby). */
export function Field({ label, error, action, ref, testId, type, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const isPassword = type === "password";
  const [revealed, setRevealed] = useState(false);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            ref={ref}
            type={isPassword && revealed ? "text" : type}
            data-testid={testId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={clsx(inputClass, error ? "border-danger" : "border-border", isPassword && "pr-11")}
            {...input}
          />
          {isPassword ? (
            <button
              type="button"
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? t("auth.hidePassword") : t("auth.showPassword")}
              aria-pressed={revealed}
              className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted transition hover:bg-raised hover:text-text"
            >
              {revealed ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          ) : null}
        </div>
        {action}
      </div>
      <FieldError id={errorId} error={error} testId={testId} />
    </div>
  );
}
