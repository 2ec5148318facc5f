import { LIMITS } from "@fable/contract";
import { clsx } from "clsx";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { FieldError } from "../../../components/FieldError";
import { type FieldErrors, fieldId } from "../validation";
import { borderClass, Counter, FieldHeading, inputClass, useMessageText } from "./fields";

export const MAX_ALTERNATE_GREETINGS = 20;
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;

/** Alternate first messages (docs/product.md#character-rules): a list of greetings, each 3-500 characters. */
export function AlternateGreetings({
  values,
  onChange,
  onBlur,
  errors,
}: {
  values: string[];
  onChange: (next: string[]) => void;
  onBlur: (path: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const groupId = fieldId("alternateGreetings");
  return (
    <div className="flex flex-col gap-2">
      <FieldHeading
        id={`${groupId}-label`}
        label={t("create.fields.alternateGreetings")}
        hint={t("create.hints.alternateGreetings")}
      />
      <fieldset
        id={groupId}
        tabIndex={-1}
        aria-labelledby={`${groupId}-label`}
        className="min-w-0 flex flex-col gap-3 focus:outline-none"
      >
        {values.map((value, index) => {
          const path = `alternateGreetings.${index}`;
          const id = fieldId(path);
          const error = errors[path];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain strings edited in place
            <div key={index} className="flex flex-col gap-1">
              <div className="flex items-start gap-2">
                <textarea
                  id={id}
                  rows={2}
                  value={value}
                  aria-label={t("create.fields.alternateGreetingNumber", { number: index + 1 })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) =>
                    onChange(values.map((old, i) => (i === index ? event.target.value : old)))
                  }
                  onBlur={() => onBlur(path)}
                  className={clsx(inputClass, borderClass(error), "resize-y py-2.5")}
                />
                <button
                  type="button"
                  aria-label={t("create.actions.removeGreeting", { number: index + 1 })}
                  onClick={() => onChange(values.filter((_, i) => i !== index))}
                  className="mt-2 rounded-full p-1.5 text-muted transition hover:bg-raised hover:text-danger"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
              <div className="flex items-start justify-between gap-3 pr-10">
                <FieldError id={`${id}-error`} error={text(error)} />
                <span className="ml-auto">
                  <Counter value={value} min={LIMITS.greetingMin} max={LIMITS.greetingMax} />
                </span>
              </div>
            </div>
          );
        })}
      </fieldset>
      <FieldError id={`${groupId}-error`} error={text(errors.alternateGreetings)} />
      <Button
        variant="secondary"
        size="sm"
        className="w-fit"
        disabled={values.length >= MAX_ALTERNATE_GREETINGS}
        onClick={() => onChange([...values, ""])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("create.actions.addGreeting")}
      </Button>
    </div>
  );
}

/** Adds typed tags: split on commas, trimmed, without duplicates (case-insensitive), up to the limit. */
export function addTags(tags: readonly string[], typed: string, max = MAX_TAGS): string[] {
  const next = [...tags];
  for (const part of typed.split(/[,，]/)) {
    const tag = part.trim().slice(0, MAX_TAG_LENGTH);
    if (!tag || next.length >= max) continue;
    if (!next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}

/** Tags as chips: Enter or comma adds, Backspace in the empty box removes the last. */
export function TagInput({
  tags,
  onChange,
  errors,
}: {
  tags: string[];
  onChange: (next: string[]) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [draft, setDraft] = useState("");
  const id = fieldId("tags");
  const error = errors.tags ?? Object.entries(errors).find(([path]) => path.startsWith("tags."))?.[1];
  const full = tags.length >= MAX_TAGS;

  const commit = () => {
    if (!draft.trim()) return;
    onChange(addTags(tags, draft));
    setDraft("");
  };

  return (
    <div className="flex flex-col gap-1.5">
      <FieldHeading
        htmlFor={id}
        label={t("create.fields.tags")}
        hint={t("create.hints.tags", { max: MAX_TAGS })}
      />
      <div
        className={clsx(
          "flex min-h-11 flex-wrap items-center gap-1.5 rounded-[10px] border bg-bg px-2 py-1.5 focus-within:border-accent",
          borderClass(error),
        )}
      >
        {tags.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full border border-accent/40 bg-accent/20 py-0.5 pr-1 pl-2.5 text-xs font-medium text-accent-soft"
          >
            {tag}
            <button
              type="button"
              aria-label={t("create.actions.removeTag", { tag })}
              onClick={() => onChange(tags.filter((existing) => existing !== tag))}
              className="rounded-full p-0.5 hover:bg-accent/30"
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          disabled={full}
          maxLength={MAX_TAG_LENGTH + 10}
          placeholder={full ? undefined : t("create.placeholders.tag")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const value = event.target.value;
            if (/[,，]/.test(value)) {
              onChange(addTags(tags, value));
              setDraft("");
            } else setDraft(value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            } else if (event.key === "Backspace" && !draft && tags.length > 0) {
              onChange(tags.slice(0, -1));
            }
          }}
          onBlur={commit}
          className="h-8 min-w-24 flex-1 bg-transparent px-1 text-base text-text placeholder:text-muted/70 focus:outline-none md:text-sm"
        />
      </div>
      <FieldError id={`${id}-error`} error={text(error)} />
    </div>
  );
}
