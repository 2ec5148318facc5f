import * as Switch from "@radix-ui/react-switch";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "../../../components/FieldError";
import { DEFAULT_MESSAGE_VALUES, type FieldMessage, fieldId } from "../validation";

export const inputClass =
  "w-full min-w-0 rounded-[10px] border bg-bg px-3.5 text-base text-text transition duration-150 ease-out placeholder:text-muted/70 hover:border-accent/40 focus:border-accent focus:outline-none disabled:cursor-not-allowed disabled:opacity-70 disabled:hover:border-border md:text-sm";

export const borderClass = (error?: FieldMessage) =>
  error ? "border-danger hover:border-danger focus:border-danger" : "border-border";

/** The translated text of a field message. */
export function useMessageText() {
  const { t } = useTranslation();
  return (message?: FieldMessage) =>
    message ? t(message.key, { ...DEFAULT_MESSAGE_VALUES, ...message.values }) : undefined;
}

export function FieldHeading({
  htmlFor,
  label,
  hint,
  id,
}: {
  htmlFor?: string;
  label: string;
  hint?: string;
  id?: string;
}) {
  return (
    <div className="flex flex-col gap-0.5">
      {htmlFor ? (
        <label htmlFor={htmlFor} className="text-sm font-medium text-text">
          {label}
        </label>
      ) : (
        <span id={id} className="text-sm font-medium text-text">
          {label}
        </span>
      )}
      {hint ? <span className="text-xs text-muted">{hint}</span> : null}
    </div>
  );
}

/** "12/20": the trimmed length against the limit, red once outside the allowed range. */
export function Counter({ value, min, max }: { value: string; min?: number; max: number }) {
  const length = value.trim().length;
  const outside = length > max || (min !== undefined && length > 0 && length < min);
  return (
    <span aria-hidden="true" className={clsx("text-xs tabular-nums", outside ? "text-danger" : "text-muted")}>
      {length}/{max}
    </span>
  );
}

interface TextFieldProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: (path: string) => void;
  error?: FieldMessage;
  hint?: string;
  placeholder?: string;
  /** Rows of a multi-line field; single-line when absent. */
  rows?: number;
  counter?: { min?: number; max: number };
  /** A hard stop a little past the limit, so an over-long paste is still seen and reported. */
  maxLength?: number;
  inputMode?: "numeric" | "text";
}

/** A labelled text input or textarea with its counter and its message (docs/product.md#character-rules). */
export function TextField({
  path,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  rows,
  counter,
  maxLength,
  inputMode,
}: TextFieldProps) {
  const text = useMessageText();
  const id = fieldId(path);
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    placeholder,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "data-testid": id,
    onBlur: () => onBlur(path),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <FieldHeading htmlFor={id} label={label} hint={hint} />
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(inputClass, borderClass(error), "resize-y py-2.5 leading-relaxed")}
        />
      ) : (
        <input
          {...common}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(inputClass, borderClass(error), "h-11")}
        />
      )}
      {error || counter ? (
        <div className="flex items-start justify-between gap-3">
          <FieldError id={errorId} error={text(error)} />
          {counter ? (
            <span className="ml-auto">
              <Counter value={value} min={counter.min} max={counter.max} />
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-[10px] border border-border bg-bg/60 px-3 py-2.5">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm text-text">
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </span>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={id}
        className="relative h-6 w-11 shrink-0 rounded-full border border-border bg-raised transition duration-150 ease-out data-[state=checked]:border-transparent data-[state=checked]:bg-brand disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform duration-150 ease-out data-[state=checked]:translate-x-[21px]" />
      </Switch.Root>
    </div>
  );
}

/** One choice of a SelectField; choices with a `group` are shown under its heading. */
export interface SelectOption {
  value: string;
  label: string;
  group?: string;
}

/** Neighbouring options of the same group together, in their order; ungrouped ones stand alone. */
export function groupOptions(options: SelectOption[]): { label: string | null; options: SelectOption[] }[] {
  const groups: { label: string | null; options: SelectOption[] }[] = [];
  for (const option of options) {
    const label = option.group ?? null;
    const last = groups.at(-1);
    if (last && last.label === label) last.options.push(option);
    else groups.push({ label, options: [option] });
  }
  return groups;
}

export function SelectField({
  path,
  label,
  value,
  onChange,
  options,
  error,
  trailing,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  error?: FieldMessage;
  /** Beside the list: a voice's preview button, say. */
  trailing?: ReactNode;
}) {
  const text = useMessageText();
  const id = fieldId(path);
  const option = ({ value: optionValue, label: optionLabel }: SelectOption) => (
    <option key={optionValue} value={optionValue}>
      {optionLabel}
    </option>
  );
  return (
    <div className="flex flex-col gap-1.5">
      <FieldHeading htmlFor={id} label={label} />
      <div className="flex items-center gap-2">
        <select
          id={id}
          value={value}
          data-testid={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(inputClass, borderClass(error), "h-11")}
        >
          {groupOptions(options).map((group) =>
            group.label === null ? (
              group.options.map(option)
            ) : (
              <optgroup key={group.label} label={group.label}>
                {group.options.map(option)}
              </optgroup>
            ),
          )}
        </select>
        {trailing}
      </div>
      <FieldError id={`${id}-error`} error={text(error)} />
    </div>
  );
}

/** A titled group of fields in the Advanced tab. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-4 md:p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Slack past a limit, so an over-long paste is still seen (and reported) rather than cut silently. */
export const OVERFLOW = 50;

/**
 * The text fields of a contract-driven form (useValidatedForm): `text(key, max, rows?, min?)` draws one
 * bound to the form, labelled by `labels(key)`, with its counter and message.
 */
export function formTextFields<Key extends string>(
  formApi: {
    form: Record<Key, string>;
    errors: Record<string, FieldMessage>;
    update: (field: Key, value: string) => void;
    blur: (path: string) => void;
  },
  labels: (key: Key) => { label: string; placeholder: string },
) {
  return (key: Key, max: number, rows?: number, min?: number) => (
    <TextField
      path={key}
      {...labels(key)}
      rows={rows}
      value={formApi.form[key]}
      onChange={(value) => formApi.update(key, value)}
      onBlur={formApi.blur}
      error={formApi.errors[key]}
      counter={{ min, max }}
      maxLength={max + OVERFLOW}
    />
  );
}
