import { clsx } from "clsx";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { FieldError } from "../../../components/FieldError";
import { useSavePersona } from "../../../queries/chatSettings";
import { PERSONA_DESCRIPTION_MAX, PERSONA_NAME_MAX, type PersonaDraft, personaDraftError } from "../personas";
import { alreadyReported } from "../toastFailure";

const field =
  "w-full min-w-0 rounded-[10px] border border-border bg-bg px-3.5 text-base text-text transition duration-150 ease-out placeholder:text-muted/70 hover:border-accent/40 focus:border-accent focus:outline-none md:text-sm";

/** Create or edit a persona: a name, who they are, and whether new chats start with it. */
export function PersonaForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: PersonaDraft;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSavePersona();
  const [draft, setDraft] = useState(initial);
  // A key of the catalog (checked here) or the server's message.
  const [error, setError] = useState<{ key: string } | { message: string } | null>(null);
  const change = (patch: Partial<PersonaDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = () => {
    const problem = personaDraftError(draft);
    if (problem) {
      setError({ key: problem });
      return;
    }
    save.mutate(
      { ...draft, name: draft.name.trim(), description: draft.description.trim() },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (!alreadyReported(failure)) setError({ message: failure.message });
        },
      },
    );
  };

  const errorText = error ? ("key" in error ? t(error.key) : error.message) : null;
  return (
    <form
      data-testid="chat-persona-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {t("chat.persona.name")}
        </label>
        <input
          id={`${id}-name`}
          data-testid="chat-persona-name"
          value={draft.name}
          maxLength={PERSONA_NAME_MAX}
          placeholder={t("chat.persona.namePlaceholder")}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => change({ name: event.target.value })}
          className={clsx(field, "h-11", error && "border-danger")}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          {t("chat.persona.description")}
        </label>
        <textarea
          id={`${id}-description`}
          data-testid="chat-persona-description"
          value={draft.description}
          maxLength={PERSONA_DESCRIPTION_MAX}
          rows={4}
          placeholder={t("chat.persona.descriptionPlaceholder")}
          onChange={(event) => change({ description: event.target.value })}
          className={clsx(field, "resize-y py-2.5 leading-relaxed")}
        />
        <p className="text-xs text-muted">{t("chat.persona.descriptionHint")}</p>
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-text">
        <input
          type="checkbox"
          data-testid="chat-persona-default"
          checked={draft.isDefault}
          onChange={(event) => change({ isDefault: event.target.checked })}
          className="mt-0.5 size-4 shrink-0 accent-[#8b5cf6]"
        />
        {t("chat.persona.makeDefault")}
      </label>
      <FieldError id={`${id}-error`} error={errorText} testId="chat-persona" />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t("chat.cancel")}
        </Button>
        <Button type="submit" data-testid="chat-persona-save" disabled={save.isPending}>
          {t("chat.save")}
        </Button>
      </div>
    </form>
  );
}
