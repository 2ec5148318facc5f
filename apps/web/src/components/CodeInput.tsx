import { clsx } from "clsx";
import { type Ref, useCallback, useEffect, useId, useRef, useState } from "react";
import { CODE_LENGTH, completesCode, sanitizeCode } from "../lib/codeInput";
import { FieldError } from "./FieldError";

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once the sixth digit arrives, typed or pasted (docs/product.md#login-modal: auto-submit at 6). */
  onComplete?: (code: string) => void;
  label: string;
  /** Shown under the boxes and announced; also marks the field invalid. The cursor returns to the field. */
  error?: string | null;
  disabled?: boolean;
  /** The code is being checked: the field keeps its focus but takes no edits. */
  busy?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
  testId?: string;
}

/**
 * A verification code as six boxes. One real input lies over the boxes, so typing, deleting,
 * pasting "123 456" and the phone's one-time-code autofill all behave like one text field.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  label,
  error,
  disabled,
  busy,
  autoFocus,
  ref,
  testId,
}: CodeInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // A wrong code shows the tip and refocuses, ready for the next try (docs/product.md#login-modal).
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
  const errorId = `${id}-error`;
  const [focused, setFocused] = useState(false);
  const digits = Array.from({ length: CODE_LENGTH }, (_, index) => value[index] ?? "");
  const activeIndex = Math.min(value.length, CODE_LENGTH - 1);

  const change = (raw: string) => {
    const next = sanitizeCode(raw);
    onChange(next);
    if (onComplete && completesCode(value, next)) onComplete(next);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <div className="relative">
        <div aria-hidden="true" className="grid grid-cols-6 gap-2">
          {digits.map((digit, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
              key={index}
              className={clsx(
                "flex h-12 items-center justify-center rounded-[10px] border bg-bg text-xl font-semibold tabular-nums transition duration-150 ease-out",
                error ? "border-danger" : "border-border",
                focused && index === activeIndex && !error && "border-accent ring-2 ring-accent/30",
                (disabled || busy) && "opacity-50",
              )}
            >
              {digit}
            </span>
          ))}
        </div>
        <input
          id={id}
          ref={setRefs}
          data-testid={testId}
          value={value}
          onChange={(event) => change(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH * 4}
          disabled={disabled}
          readOnly={busy}
          aria-busy={busy || undefined}
          // biome-ignore lint/a11y/noAutofocus: the code field is the only thing to do in this step
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="absolute inset-0 h-full w-full cursor-text rounded-[10px] bg-transparent text-transparent caret-transparent opacity-0 focus:outline-none"
        />
      </div>
      <FieldError id={errorId} error={error} testId={testId} />
    </div>
  );
}
