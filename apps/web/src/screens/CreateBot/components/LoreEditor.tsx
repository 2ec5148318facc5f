import { MAX_LORE_ENTRIES } from "@fable/contract";
import { clsx } from "clsx";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { FieldError } from "../../../components/FieldError";
import { emptyLore, type LoreDraft, normalizeKeywords } from "../form";
import { type FieldErrors, fieldId } from "../validation";
import { borderClass, FieldHeading, inputClass, SwitchRow, useMessageText } from "./fields";

function LoreEntry({
  entry,
  index,
  errors,
  onChange,
  onRemove,
  onBlur,
}: {
  entry: LoreDraft;
  index: number;
  errors: FieldErrors;
  onChange: (next: LoreDraft) => void;
  onRemove: () => void;
  onBlur: (path: string) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const path = (part: string) => `lore.${index}.${part}`;
  const keywordsId = fieldId(path("keywords"));
  const secondaryId = fieldId(path("secondaryKeys"));
  const contentId = fieldId(path("content"));
  const keywordsError = errors[path("keywords")];
  const secondaryError = errors[path("secondaryKeys")];
  const contentError = errors[path("content")];
  const set = (change: Partial<LoreDraft>) => onChange({ ...entry, ...change });

  return (
    <li className="flex flex-col gap-3 rounded-[12px] border border-border bg-bg/40 p-3 md:p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t("create.lore.entry", { number: index + 1 })}</h3>
        <Button variant="dangerGhost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("create.lore.remove", { number: index + 1 })}</span>
        </Button>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <FieldHeading htmlFor={keywordsId} label={t("create.lore.keywords")} />
          <input
            id={keywordsId}
            value={entry.keywords}
            placeholder={t("create.lore.keywordsPlaceholder")}
            aria-invalid={keywordsError ? true : undefined}
            aria-describedby={keywordsError ? `${keywordsId}-error` : undefined}
            onChange={(event) => set({ keywords: event.target.value })}
            onBlur={() => {
              if (entry.keywords.trim()) set({ keywords: normalizeKeywords(entry.keywords) });
              onBlur(path("keywords"));
            }}
            className={clsx(inputClass, borderClass(keywordsError), "h-10")}
          />
          <FieldError id={`${keywordsId}-error`} error={text(keywordsError)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <FieldHeading htmlFor={secondaryId} label={t("create.lore.secondaryKeys")} />
          <input
            id={secondaryId}
            value={entry.secondaryKeys}
            placeholder={t("create.lore.keywordsPlaceholder")}
            aria-invalid={secondaryError ? true : undefined}
            onChange={(event) => set({ secondaryKeys: event.target.value })}
            onBlur={() => {
              set({ secondaryKeys: normalizeKeywords(entry.secondaryKeys) });
              onBlur(path("secondaryKeys"));
            }}
            className={clsx(inputClass, borderClass(secondaryError), "h-10")}
          />
          <FieldError id={`${secondaryId}-error`} error={text(secondaryError)} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <FieldHeading htmlFor={contentId} label={t("create.lore.content")} />
        <textarea
          id={contentId}
          rows={3}
          value={entry.content}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${contentId}-error` : undefined}
          onChange={(event) => set({ content: event.target.value })}
          onBlur={() => onBlur(path("content"))}
          className={clsx(inputClass, borderClass(contentError), "resize-y py-2.5")}
        />
        <FieldError id={`${contentId}-error`} error={text(contentError)} />
      </div>
      <div className="grid gap-2 md:grid-cols-2">
        <SwitchRow
          id={fieldId(path("enabled"))}
          label={t("create.lore.enabled")}
          checked={entry.enabled}
          onChange={(enabled) => set({ enabled })}
        />
        <SwitchRow
          id={fieldId(path("constant"))}
          label={t("create.lore.constant")}
          hint={t("create.lore.constantHint")}
          checked={entry.constant}
          onChange={(constant) => set({ constant })}
        />
      </div>
    </li>
  );
}

/**
 * Lore entries (docs/product.md#lore): keywords separated by semicolons and the text the character recalls
 * when one comes up. Entries loaded for editing keep their id so the server updates them in place.
 */
export function LoreEditor({
  entries,
  onChange,
  onBlur,
  errors,
}: {
  entries: LoreDraft[];
  onChange: (next: LoreDraft[]) => void;
  onBlur: (path: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = fieldId("lore");
  const full = entries.length >= MAX_LORE_ENTRIES;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <FieldHeading id={`${id}-label`} label={t("create.fields.lore")} hint={t("create.hints.lore")} />
        <span className="text-xs text-muted tabular-nums">
          {entries.length}/{MAX_LORE_ENTRIES}
        </span>
      </div>
      <ul
        id={id}
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        className="flex flex-col gap-3 focus:outline-none"
        data-testid="create-lore-list"
      >
        {entries.map((entry, index) => (
          <LoreEntry
            key={entry.key}
            entry={entry}
            index={index}
            errors={errors}
            onBlur={onBlur}
            onChange={(next) => onChange(entries.map((old) => (old.key === entry.key ? next : old)))}
            onRemove={() => onChange(entries.filter((old) => old.key !== entry.key))}
          />
        ))}
      </ul>
      <FieldError id={`${id}-error`} error={text(errors.lore)} />
      {full ? <p className="text-sm text-warning">{t("create.errors.loreLimit")}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        className="w-fit"
        disabled={full}
        onClick={() => onChange([...entries, emptyLore()])}
        data-testid="create-lore-add"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("create.lore.add")}
      </Button>
    </div>
  );
}
