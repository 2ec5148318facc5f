import { clsx } from "clsx";

/**
 * A row of pressed/unpressed pills choosing one of a few values (a sort order, a status filter).
 * Labels come from the caller, already translated.
 */
export function ChoiceSwitch<Value extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  testIdPrefix,
}: {
  /** What is being chosen, for screen readers. */
  label: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  labelOf: (value: Value) => string;
  testIdPrefix: string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          data-testid={`${testIdPrefix}-${option}`}
          onClick={() => onChange(option)}
          className={clsx(
            "h-8 rounded-full border px-3.5 text-sm transition duration-150 ease-out",
            option === value
              ? "border-accent/60 bg-accent/15 text-text"
              : "border-border text-muted hover:border-accent/40 hover:text-text",
          )}
        >
          {labelOf(option)}
        </button>
      ))}
    </fieldset>
  );
}
