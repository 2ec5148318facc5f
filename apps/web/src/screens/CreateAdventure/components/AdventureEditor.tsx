import type { BotCreationConfig, Category } from "@fable/contract";
import { ADVENTURE_LIMITS } from "@fable/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  useCreateAdventure,
  useUpdateAdventure,
  type WritableField,
} from "../../../queries/adventureCreation";
import { AvatarField } from "../../CreateBot/components/AvatarField";
import { Banner } from "../../CreateBot/components/Banners";
import { CategoryPicker, MAX_CATEGORIES } from "../../CreateBot/components/CategoryPicker";
import {
  FormSection,
  formTextFields,
  OVERFLOW,
  SelectField,
  TextField,
} from "../../CreateBot/components/fields";
import { SubmitBar } from "../../CreateBot/components/SubmitBar";
import { VisibilityPicker } from "../../CreateBot/components/VisibilityPicker";
import { useEditorSubmit } from "../../CreateBot/useSaveOutcome";
import { fieldId } from "../../CreateBot/validation";
import { type AdventureFormState, firstAdventureError, readAdventureServerError } from "../adventureForm";
import { type AdventureMode, useAdventureForm } from "../useAdventureForm";
import { WriteForMe } from "./WriteForMe";

type TextKey = Exclude<keyof AdventureFormState, "gender" | "actions" | "visibility" | "categoryIds">;

/** A field with its "write it for me" button at the right of its label. */
function Writable({ children, field, formApi }: { children: ReactNode; field: WritableField } & WriterProps) {
  return (
    <div className="relative">
      <div className="absolute -top-2 right-0">
        <WriteForMe field={field} formApi={formApi} />
      </div>
      {children}
    </div>
  );
}
type WriterProps = { formApi: ReturnType<typeof useAdventureForm> };

/** The text adventure form (spec §3): create, or edit with `mode.kind === "edit"`. */
export function AdventureEditor({
  mode,
  inReview,
  config,
  categories,
  categoriesLoading,
}: {
  mode: AdventureMode;
  inReview: boolean;
  config: BotCreationConfig | undefined;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
}) {
  const { t } = useTranslation();
  const formApi = useAdventureForm(mode);
  const { form, errors, update, blur } = formApi;
  const create = useCreateAdventure();
  const save = useUpdateAdventure();
  const pending = create.isPending || save.isPending;
  const { submit } = useEditorSubmit({
    kind: mode.kind,
    config,
    formApi,
    readError: readAdventureServerError,
    firstError: firstAdventureError,
    pending,
    blocked: inReview,
    send: (callbacks) => {
      if (mode.kind === "create")
        create.mutate(formApi.payload as Parameters<typeof create.mutate>[0], callbacks);
      else save.mutate(formApi.payload as Parameters<typeof save.mutate>[0], callbacks);
    },
  });

  const text = formTextFields<TextKey>(formApi, (key) => ({
    label: t(`createAdventure.fields.${key}`),
    placeholder: t(`createAdventure.placeholders.${key}`),
  }));
  const long = (key: TextKey, rows = 4) => text(key, ADVENTURE_LIMITS.textMax, rows, 1);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="adventure-form">
      {inReview ? (
        <Banner tone="warning" title={t("create.errors.inReview")} testId="adventure-in-review">
          {t("create.banners.inReviewBody")}
        </Banner>
      ) : null}
      <fieldset disabled={inReview} className="flex min-w-0 flex-col gap-5">
        <FormSection title={t("createAdventure.sections.story")}>
          {text("title", ADVENTURE_LIMITS.titleMax, undefined, 1)}
          {text("briefIntro", ADVENTURE_LIMITS.briefIntroMax, 2, 1)}
        </FormSection>
        <FormSection title={t("createAdventure.sections.character")}>
          {text("characterName", ADVENTURE_LIMITS.characterNameMax, undefined, 1)}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              path="gender"
              label={t("create.fields.gender")}
              value={form.gender}
              onChange={(value) => update("gender", value as AdventureFormState["gender"])}
              error={errors.gender}
              options={[
                { value: "", label: t("createAdventure.chooseGender") },
                { value: "female", label: t("create.options.gender.female") },
                { value: "male", label: t("create.options.gender.male") },
                { value: "non-binary", label: t("create.options.gender.non-binary") },
              ]}
            />
            <TextField
              path="age"
              label={t("create.fields.age")}
              value={form.age}
              inputMode="numeric"
              onChange={(value) => update("age", value)}
              onBlur={blur}
              error={errors.age}
            />
          </div>
          <AvatarField
            value={form.avatar}
            onChange={(url) => update("avatar", url)}
            name={form.characterName}
            gender={form.gender || null}
            style=""
            config={config}
            error={errors.avatar}
          />
          <p className="-mt-3 text-xs text-muted">{t("createAdventure.hints.avatar")}</p>
          {long("characterDescription")}
        </FormSection>
        <FormSection title={t("createAdventure.sections.plot")}>
          {long("protagonistDescription", 3)}
          <Writable field="background" formApi={formApi}>
            {long("background")}
          </Writable>
          <Writable field="storyline" formApi={formApi}>
            {long("storyline", 5)}
          </Writable>
          <Writable field="prologue" formApi={formApi}>
            {long("prologue")}
          </Writable>
          <Writable field="openingScene" formApi={formApi}>
            {long("openingScene")}
          </Writable>
          <div id={fieldId("actions")} tabIndex={-1} className="flex flex-col gap-3 focus:outline-none">
            {form.actions.map((action, index) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: the three action slots are fixed positions
                key={index}
                path={`actions.${index}`}
                label={t("createAdventure.fields.action", { number: index + 1 })}
                placeholder={t("createAdventure.placeholders.action")}
                value={action}
                onChange={(value) => {
                  const next = [...form.actions] as AdventureFormState["actions"];
                  next[index] = value;
                  update("actions", next);
                }}
                onBlur={blur}
                error={errors[`actions.${index}`] ?? (index === 0 ? errors.actions : undefined)}
                counter={{ min: 1, max: ADVENTURE_LIMITS.actionMax }}
                maxLength={ADVENTURE_LIMITS.actionMax + OVERFLOW}
              />
            ))}
          </div>
        </FormSection>
        <FormSection title={t("create.sections.publishing")}>
          <CategoryPicker
            categories={categories}
            loading={categoriesLoading}
            selected={form.categoryIds}
            max={MAX_CATEGORIES}
            onChange={(next) => update("categoryIds", next)}
            error={errors.categoryIds}
          />
          <VisibilityPicker value={form.visibility} onChange={(value) => update("visibility", value)} />
        </FormSection>
      </fieldset>
      {inReview ? null : <SubmitBar kind={mode.kind} config={config} pending={pending} canSave />}
    </form>
  );
}
