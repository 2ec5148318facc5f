import type { Visibility } from "@fable/contract";
import { clsx } from "clsx";
import { Globe, Link2, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { fieldId } from "../validation";
import { FieldHeading } from "./fields";

const OPTIONS: { value: Visibility; icon: typeof Globe }[] = [
  { value: "public", icon: Globe },
  { value: "unlisted", icon: Link2 },
  { value: "private", icon: Lock },
];

/** Public, unlisted or private, each with what it means (docs/product.md#bot-review). */
export function VisibilityPicker({
  value,
  onChange,
}: {
  value: Visibility;
  onChange: (value: Visibility) => void;
}) {
  const { t } = useTranslation();
  const id = fieldId("visibility");
  return (
    <fieldset id={id} tabIndex={-1} className="flex flex-col gap-2 focus:outline-none">
      <legend className="mb-2">
        <FieldHeading label={t("create.fields.visibility")} />
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {OPTIONS.map(({ value: option, icon: Icon }) => (
          <label
            key={option}
            className={clsx(
              "flex cursor-pointer gap-3 rounded-[12px] border p-3 transition duration-150 ease-out has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent has-[:disabled]:cursor-not-allowed",
              value === option
                ? "border-accent bg-accent/10"
                : "border-border bg-bg/40 hover:border-accent/50",
            )}
          >
            <input
              type="radio"
              name="visibility"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              data-testid={`create-visibility-${option}`}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-soft" />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium">{t(`create.visibility.${option}`)}</span>
              <span className="text-xs text-muted">{t(`create.visibility.${option}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
