import { type BotCreationConfig, type Category, LIMITS } from "@fable/contract";
import { useTranslation } from "react-i18next";
import type { CharacterFormApi } from "../useCharacterForm";
import { AvatarField } from "./AvatarField";
import { CategoryPicker, MAX_CATEGORIES } from "./CategoryPicker";
import { OVERFLOW, TextField } from "./fields";

/** The fields of quick create (docs/product.md#character-editor): avatar, name, intro, greeting, category. */
export function QuickFields({
  formApi,
  config,
  categories,
  categoriesLoading,
  multiCategory,
}: {
  formApi: CharacterFormApi;
  config: BotCreationConfig | undefined;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  multiCategory: boolean;
}) {
  const { t } = useTranslation();
  const { form, errors, update, blur } = formApi;
  return (
    <div className="flex flex-col gap-5">
      <AvatarField
        value={form.avatar}
        onChange={(url) => update("avatar", url)}
        name={form.name}
        gender={form.gender || null}
        style={form.imageStyle}
        config={config}
        error={errors.avatar}
      />
      <TextField
        path="name"
        label={t("create.fields.name")}
        hint={t("create.hints.name")}
        placeholder={t("create.placeholders.name")}
        value={form.name}
        onChange={(value) => update("name", value)}
        onBlur={blur}
        error={errors.name}
        counter={{ min: LIMITS.characterNameMin, max: LIMITS.characterNameMax }}
        maxLength={LIMITS.characterNameMax + OVERFLOW}
      />
      <TextField
        path="intro"
        label={t("create.fields.intro")}
        placeholder={t("create.placeholders.intro")}
        rows={2}
        value={form.intro}
        onChange={(value) => update("intro", value)}
        onBlur={blur}
        error={errors.intro}
        counter={{ max: 500 }}
      />
      <TextField
        path="greeting"
        label={t("create.fields.greeting")}
        hint={t("create.hints.greeting")}
        placeholder={t("create.placeholders.greeting")}
        rows={4}
        value={form.greeting}
        onChange={(value) => update("greeting", value)}
        onBlur={blur}
        error={errors.greeting}
        counter={{ min: LIMITS.greetingMin, max: LIMITS.greetingMax }}
      />
      <CategoryPicker
        categories={categories}
        loading={categoriesLoading}
        selected={form.categoryIds}
        max={multiCategory ? MAX_CATEGORIES : 1}
        onChange={(next) => update("categoryIds", next)}
        error={errors.categoryIds}
      />
    </div>
  );
}
