import type { Category } from "@fable/contract";
import { clsx } from "clsx";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FieldError } from "../../../components/FieldError";
import { Skeleton } from "../../../components/Skeleton";
import { type FieldMessage, fieldId } from "../validation";
import { FieldHeading, useMessageText } from "./fields";

export const MAX_CATEGORIES = 5;

/** Next selection: single mode replaces (or clears), multi mode toggles up to the limit. */
export function toggleCategory(selected: readonly number[], id: number, max: number): number[] {
  if (selected.includes(id)) return selected.filter((value) => value !== id);
  if (max === 1) return [id];
  return selected.length >= max ? [...selected] : [...selected, id];
}

/** Category chips: one in Quick, up to five in Advanced (docs/product.md#character-rules). */
export function CategoryPicker({
  categories,
  loading,
  selected,
  max,
  onChange,
  error,
}: {
  categories: Category[] | undefined;
  loading: boolean;
  selected: number[];
  max: number;
  onChange: (next: number[]) => void;
  error?: FieldMessage;
}) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const id = fieldId("categoryIds");
  const chinese = (i18n.resolvedLanguage ?? i18n.language) === "zh-CN";
  const full = max > 1 && selected.length >= max;
  return (
    <div className="flex flex-col gap-2">
      <FieldHeading
        id={`${id}-label`}
        label={max > 1 ? t("create.fields.categories") : t("create.fields.category")}
        hint={max > 1 ? t("create.hints.categories", { max }) : undefined}
      />
      <fieldset
        id={id}
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-w-0 flex flex-wrap gap-2 focus:outline-none"
      >
        {loading && !categories
          ? Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <Skeleton key={index} className="h-8 w-20 rounded-full" />
            ))
          : (categories ?? []).map((category) => {
              const active = selected.includes(category.id);
              return (
                <button
                  key={category.id}
                  type="button"
                  aria-pressed={active}
                  disabled={!active && full}
                  onClick={() => onChange(toggleCategory(selected, category.id, max))}
                  className={clsx(
                    "inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm transition duration-150 ease-out",
                    active
                      ? "border-accent bg-accent/20 text-text"
                      : "border-border bg-raised text-muted hover:border-accent/60 hover:text-text",
                  )}
                >
                  {active ? <Check aria-hidden="true" className="size-3.5" /> : null}
                  {chinese && category.nameZh ? category.nameZh : category.name}
                </button>
              );
            })}
      </fieldset>
      <FieldError id={`${id}-error`} error={text(error)} />
    </div>
  );
}
