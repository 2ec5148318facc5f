import type { BotCreationConfig, SpeechRate, VoiceOption } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { PlayButton } from "../../../components/Voice/PlayButton";
import { previewVoice, useVoiceOptions } from "../../../queries/voice";
import type { FieldMessage } from "../validation";
import { SelectField, type SelectOption } from "./fields";

/**
 * The character's voice: the built-in voices and the user's finished voice packs (/voice/options),
 * each heard with the preview button at the chosen speech rate. Until those are known (or when the
 * server lists none) the creation config's voices stand in.
 */
export function VoicePicker({
  value,
  onChange,
  speechRate,
  config,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  speechRate: SpeechRate | "";
  config: BotCreationConfig | undefined;
  error: FieldMessage | undefined;
}) {
  const { t, i18n } = useTranslation();
  const voices = useVoiceOptions().data?.voices;
  const chinese = (i18n.resolvedLanguage ?? i18n.language) === "zh-CN";
  const groupOf = (voice: VoiceOption) =>
    voice.kind === "pack" ? t("voice.picker.myPacks") : t("voice.picker.builtIn");
  const listed: SelectOption[] = voices?.length
    ? voices.map((voice) => ({ value: voice.id, label: voice.label, group: groupOf(voice) }))
    : (config?.voices ?? []).map((voice) => ({
        value: voice.id,
        label: chinese && voice.labelZh ? voice.labelZh : voice.label,
      }));
  const options: SelectOption[] = [
    ...(listed.some((option) => option.value === "")
      ? []
      : [{ value: "", label: t("create.options.defaultVoice") }]),
    ...listed,
    // A voice the list no longer offers (a deleted pack) stays visible until changed.
    ...(value && !listed.some((option) => option.value === value) ? [{ value, label: value }] : []),
  ];
  return (
    <SelectField
      path="voice"
      label={t("create.fields.voice")}
      value={value}
      onChange={onChange}
      options={options}
      error={error}
      trailing={
        <PlayButton
          playKey={`voice:${value}:${speechRate}`}
          testId="voice-preview"
          label={t("voice.picker.preview")}
          disabledReason={value ? null : t("voice.picker.chooseFirst")}
          load={() => previewVoice({ voice: value, speechRate: speechRate || "medium" })}
        />
      }
    />
  );
}
