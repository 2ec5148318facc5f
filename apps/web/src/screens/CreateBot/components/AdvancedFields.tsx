import type { BotCreationConfig, Gender, SpeechActions, SpeechRate } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { useImagePackSelect } from "../../../queries/imagePacks";
import { SupplementalPdf } from "../../CreatePdf/components/SupplementalPdf";
import type { DefinitionTextField } from "../form";
import type { CharacterFormApi } from "../useCharacterForm";
import { fieldId } from "../validation";
import { FormSection, SelectField, SwitchRow, TextField } from "./fields";
import { AlternateGreetings, TagInput } from "./ListFields";
import { LoreEditor } from "./LoreEditor";
import { ModelSettings } from "./ModelSettings";
import { VisibilityPicker } from "./VisibilityPicker";
import { VoicePicker } from "./VoicePicker";

/** Limits of the contract's definition fields, and the rows each textarea starts with. */
const TEXT_FIELDS: Record<DefinitionTextField, { max: number; rows?: number }> = {
  prompt: { max: 1000, rows: 4 },
  description: { max: 4000, rows: 5 },
  personality: { max: 2000, rows: 3 },
  scenario: { max: 2000, rows: 3 },
  exampleDialogue: { max: 4000, rows: 5 },
  systemPrompt: { max: 4000, rows: 3 },
  postHistoryInstructions: { max: 2000, rows: 2 },
  supplementalInfo: { max: 4000, rows: 3 },
  creatorNotes: { max: 2000, rows: 2 },
  dialogueStyle: { max: 500, rows: 2 },
  mantra: { max: 200 },
};

const GENDERS: Gender[] = ["male", "female", "non-binary"];
const DEFAULT_RATES: SpeechRate[] = ["slow", "medium", "fast", "super_fast"];
const SPEECH_ACTIONS: SpeechActions[] = ["skip", "narrate"];

/** Every definition field of docs/product.md#bot beyond the quick ones, grouped in sections. */
export function AdvancedFields({
  formApi,
  config,
  botId,
}: {
  formApi: CharacterFormApi;
  config: BotCreationConfig | undefined;
  /** The bot being edited; null while creating one. */
  botId: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { form, errors, update, blur } = formApi;
  const imagePacks = useImagePackSelect();
  const chinese = (i18n.resolvedLanguage ?? i18n.language) === "zh-CN";
  const optionLabel = (option: { label: string; labelZh: string }) =>
    chinese && option.labelZh ? option.labelZh : option.label;
  /** Configured choices, led by a "default" (blank) one unless the configuration names its own. */
  const withDefault = (options: { id: string; label: string; labelZh: string }[], defaultLabel: string) => [
    ...(options.some((option) => option.id === "") ? [] : [{ value: "", label: defaultLabel }]),
    ...options.map((option) => ({ value: option.id, label: optionLabel(option) })),
  ];

  const text = (field: DefinitionTextField, withHint = false) => (
    <TextField
      key={field}
      path={field}
      label={t(`create.fields.${field}`)}
      hint={withHint ? t(`create.hints.${field}`) : undefined}
      rows={TEXT_FIELDS[field].rows}
      value={form[field]}
      onChange={(value) => update(field, value)}
      onBlur={blur}
      error={errors[field]}
      counter={{ max: TEXT_FIELDS[field].max }}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <FormSection title={t("create.sections.definition")}>
        {text("prompt", true)}
        {text("description")}
        {text("personality")}
        {text("scenario")}
        {text("exampleDialogue", true)}
        <AlternateGreetings
          values={form.alternateGreetings}
          onChange={(next) => update("alternateGreetings", next)}
          onBlur={blur}
          errors={errors}
        />
      </FormSection>

      <FormSection title={t("create.sections.details")}>
        <TagInput tags={form.tags} onChange={(next) => update("tags", next)} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            path="gender"
            label={t("create.fields.gender")}
            value={form.gender}
            onChange={(value) => update("gender", value as Gender | "")}
            options={[
              { value: "", label: t("create.options.unspecified") },
              ...GENDERS.map((gender) => ({ value: gender, label: t(`create.options.gender.${gender}`) })),
            ]}
            error={errors.gender}
          />
          <TextField
            path="age"
            label={t("create.fields.age")}
            inputMode="numeric"
            value={form.age}
            onChange={(value) => update("age", value)}
            onBlur={blur}
            error={errors.age}
            maxLength={12}
          />
        </div>
        {text("mantra")}
        {text("dialogueStyle", true)}
      </FormSection>

      <FormSection title={t("create.sections.prompting")}>
        {text("systemPrompt", true)}
        {text("postHistoryInstructions", true)}
        {text("supplementalInfo", true)}
        {text("creatorNotes", true)}
      </FormSection>

      <FormSection title={t("create.sections.media")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <VoicePicker
            value={form.voice}
            onChange={(value) => update("voice", value)}
            speechRate={form.speechRate}
            config={config}
            error={errors.voice}
          />
          <SelectField
            path="speechRate"
            label={t("create.fields.speechRate")}
            value={form.speechRate}
            onChange={(value) => update("speechRate", value as SpeechRate | "")}
            options={[
              ...(form.speechRate ? [] : [{ value: "", label: t("create.options.unspecified") }]),
              ...(config?.speechRates ?? DEFAULT_RATES).map((rate) => ({
                value: rate,
                label: t(`create.options.rate.${rate}`),
              })),
            ]}
            error={errors.speechRate}
          />
        </div>
        <SelectField
          path="speechActions"
          label={t("create.fields.speechActions")}
          value={form.speechActions}
          onChange={(value) => update("speechActions", value as SpeechActions | "")}
          // Unset means the server's default, which is to leave actions out.
          options={SPEECH_ACTIONS.map((choice) => ({
            value: choice === "skip" && !form.speechActions ? "" : choice,
            label: choice === "skip" ? t("voice.actions.skip") : t("voice.actions.narrate"),
          }))}
          error={errors.speechActions}
        />
        <SelectField
          path="imageStyle"
          label={t("create.fields.imageStyle")}
          value={form.imageStyle}
          onChange={(value) => update("imageStyle", value)}
          options={withDefault(config?.imageStyles ?? [], t("create.options.defaultStyle"))}
          error={errors.imageStyle}
        />
        <SelectField
          path="imagePackId"
          label={t("create.fields.imagePackId")}
          value={form.imagePackId}
          onChange={(value) => update("imagePackId", value)}
          options={[
            { value: "", label: t("create.options.noImagePack") },
            ...(imagePacks.data?.packs ?? []).map((pack) => ({ value: pack.id, label: pack.name })),
            // A chosen pack the list no longer offers (too few pictures left) stays shown as chosen.
            ...(form.imagePackId && !imagePacks.data?.packs.some((pack) => pack.id === form.imagePackId)
              ? [{ value: form.imagePackId, label: t("create.options.imagePackUnavailable") }]
              : []),
          ]}
          error={errors.imagePackId}
        />
        <SwitchRow
          id={fieldId("hideImageDescription")}
          label={t("create.fields.hideImageDescription")}
          hint={t("create.hints.hideImageDescription")}
          checked={form.hideImageDescription}
          onChange={(checked) => update("hideImageDescription", checked)}
        />
      </FormSection>

      <FormSection title={t("create.sections.lore")}>
        <LoreEditor
          entries={form.lore}
          onChange={(next) => update("lore", next)}
          onBlur={blur}
          errors={errors}
        />
        <SupplementalPdf botId={botId} config={config} />
      </FormSection>

      <ModelSettings formApi={formApi} botId={botId} />

      <FormSection title={t("create.sections.publishing")}>
        <VisibilityPicker value={form.visibility} onChange={(value) => update("visibility", value)} />
        <SwitchRow
          id={fieldId("definitionVisible")}
          label={t("create.fields.definitionVisible")}
          hint={t("create.hints.definitionVisible")}
          checked={form.definitionVisible}
          onChange={(checked) => update("definitionVisible", checked)}
        />
      </FormSection>
    </div>
  );
}
