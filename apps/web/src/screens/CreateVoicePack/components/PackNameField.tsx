import { VOICE_LIMITS } from "@fable/contract";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { inputClass } from "../../CreateBot/components/fields";
import type { NameStatus } from "../packName";

/** The pack's name, with what the check says about it under the field. */
export function PackNameField({
  value,
  onChange,
  status,
  showEmpty,
}: {
  value: string;
  onChange: (value: string) => void;
  status: NameStatus;
  /** Say "required" only once the user tried to go on without one. */
  showEmpty: boolean;
}) {
  const { t } = useTranslation();
  const problem =
    status === "taken"
      ? t("voice.name.taken")
      : status === "tooLong"
        ? t("voice.name.tooLong", { max: VOICE_LIMITS.packNameMax })
        : status === "empty" && showEmpty
          ? t("voice.name.required")
          : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="voice-pack-name" className="text-sm font-medium">
        {t("voice.name.label")}
      </label>
      <input
        id="voice-pack-name"
        data-testid="voice-pack-name-input"
        value={value}
        maxLength={VOICE_LIMITS.packNameMax + 10}
        placeholder={t("voice.name.placeholder")}
        aria-invalid={problem ? true : undefined}
        aria-describedby="voice-pack-name-note"
        onChange={(event) => onChange(event.target.value)}
        className={clsx(
          inputClass,
          "h-11",
          problem ? "border-danger hover:border-danger focus:border-danger" : "border-border",
        )}
      />
      <p
        id="voice-pack-name-note"
        data-testid="voice-pack-name-note"
        data-status={status}
        className={clsx("min-h-5 text-xs", problem ? "text-danger" : "text-muted")}
        aria-live="polite"
      >
        {problem ??
          (status === "free"
            ? t("voice.name.free")
            : status === "checking" && value.trim()
              ? t("voice.name.checking")
              : "")}
      </p>
    </div>
  );
}
