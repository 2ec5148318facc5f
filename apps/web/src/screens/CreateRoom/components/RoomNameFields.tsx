import { ROOM_LIMITS } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { FieldError } from "../../../components/FieldError";
import type { RoomFormErrors, RoomFormState } from "../roomForm";

const field =
  "w-full rounded-[12px] border border-border bg-surface px-3 py-2 text-base text-text outline-none focus:border-accent/70";

/** The translated message of a form error, or nothing. */
export function useFieldMessage(errors: RoomFormErrors) {
  const { t } = useTranslation();
  return (name: keyof RoomFormErrors) => {
    const error = errors[name];
    return error ? t(error.key, error.values) : null;
  };
}

/** Name and topic fields, shared by creating a room and its settings. */
export function RoomNameFields({
  form,
  errors,
  onChange,
}: {
  form: Pick<RoomFormState, "name" | "topic">;
  errors: RoomFormErrors;
  onChange: (patch: Partial<RoomFormState>) => void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage(errors);
  return (
    <>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t("rooms.create.name")}</span>
        <input
          data-testid="room-name-input"
          value={form.name}
          maxLength={ROOM_LIMITS.nameMax}
          onChange={(event) => onChange({ name: event.target.value })}
          aria-describedby="room-name-error"
          className={field}
        />
        <FieldError id="room-name-error" error={message("name")} testId="room-name" />
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t("rooms.create.topic")}</span>
        <textarea
          data-testid="room-topic-input"
          value={form.topic}
          maxLength={ROOM_LIMITS.topicMax}
          rows={2}
          placeholder={t("rooms.create.topicPlaceholder")}
          onChange={(event) => onChange({ topic: event.target.value })}
          aria-describedby="room-topic-error"
          className={field}
        />
        <FieldError id="room-topic-error" error={message("topic")} testId="room-topic" />
      </label>
    </>
  );
}
