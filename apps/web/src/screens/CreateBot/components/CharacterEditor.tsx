import type { BotCreationConfig, BotEditInfo, Category, ImportedBot } from "@fable/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useCreateBot, useModifyBot } from "../../../queries/creation";
import { hasChanges } from "../form";
import { type FormMode, useCharacterForm } from "../useCharacterForm";
import { usePendingFocus, useSaveOutcome } from "../useSaveOutcome";
import { type FieldErrors, firstErrorField, QUICK_FIELDS, readServerError } from "../validation";
import { AdvancedFields } from "./AdvancedFields";
import { Banner } from "./Banners";
import { CardImport, ImportSummary } from "./CardImport";
import { FormSection } from "./fields";
import { PreviewCard } from "./PreviewCard";
import { QuickFields } from "./QuickFields";
import { SubmitBar } from "./SubmitBar";

export type EditorTab = "quick" | "advanced" | "import";

const tabClass =
  "h-9 rounded-full px-4 text-sm font-medium text-muted transition duration-150 ease-out hover:text-text data-[state=active]:bg-raised data-[state=active]:text-text";

/** Edit-mode notices: review state, the card's full name, a missing greeting, what an import made. */
function EditNotices({ info, imported }: { info: BotEditInfo; imported?: ImportedBot }) {
  const { t } = useTranslation();
  return (
    <>
      {imported ? <ImportSummary bot={imported} /> : null}
      {info.reviewStatus === "pending" ? (
        <Banner tone="warning" title={t("create.errors.inReview")} testId="create-in-review">
          {t("create.banners.inReviewBody")}
        </Banner>
      ) : null}
      {info.reviewStatus === "rejected" ? (
        <Banner tone="danger" title={t("create.banners.rejected")} testId="create-rejected">
          {info.reviewReason || t("create.banners.noReason")}
        </Banner>
      ) : null}
      {info.needsGreeting ? (
        <Banner tone="warning" title={t("create.banners.needsGreeting")} testId="create-needs-greeting" />
      ) : null}
      {info.characterName && info.characterName !== info.name ? (
        <Banner tone="info" title={t("create.banners.cardName")} testId="create-card-name">
          <span className="text-text">{info.characterName}</span> — {t("create.banners.cardNameHint")}
        </Banner>
      ) : null}
    </>
  );
}

function initialTab(mode: FormMode, requested: string | null): EditorTab {
  if (mode.kind === "edit") return "advanced";
  return requested === "import" || requested === "advanced" ? requested : "quick";
}

/** The creation form with its tabs and live preview; `mode` says whether it creates or edits a bot. */
export function CharacterEditor({
  mode,
  info,
  imported,
  config,
  categories,
  categoriesLoading,
}: {
  mode: FormMode;
  info?: BotEditInfo;
  imported?: ImportedBot;
  config: BotCreationConfig | undefined;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formApi = useCharacterForm(mode);
  // `?tab=import` (My Bots' "Import a card") opens the import tab directly.
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<EditorTab>(() => initialTab(mode, searchParams.get("tab")));
  const setPendingFocus = usePendingFocus();
  const create = useCreateBot();
  const modify = useModifyBot();
  const readOnly = info?.reviewStatus === "pending";
  const atCap = mode.kind === "create" && config !== undefined && config.ownedBots >= config.maxBots;

  const showFirst = (errors: FieldErrors) => {
    const first = firstErrorField(errors);
    if (!first) return false;
    if (tab !== "advanced" && !QUICK_FIELDS.has(first.split(".")[0] ?? first)) setTab("advanced");
    setPendingFocus(first);
    return true;
  };

  const { onSaved, onFailed } = useSaveOutcome({
    kind: mode.kind,
    readError: readServerError,
    setServerError: formApi.setServerError,
    focus: (field) => showFirst({ [field]: { key: "" } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || create.isPending || modify.isPending) return;
    if (showFirst(formApi.validateAll())) return;
    if (mode.kind === "create") {
      if (atCap) return;
      create.mutate(formApi.payload as Parameters<typeof create.mutate>[0], {
        onSuccess: onSaved,
        onError: onFailed,
      });
    } else {
      modify.mutate(formApi.payload as { botId: string }, { onSuccess: onSaved, onError: onFailed });
    }
  };

  const { form } = formApi;
  const formBody = (advanced: boolean) => (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="create-form">
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
        <FormSection title={t("create.sections.basics")}>
          <QuickFields
            formApi={formApi}
            config={config}
            categories={categories}
            categoriesLoading={categoriesLoading}
            multiCategory={advanced}
          />
        </FormSection>
        {advanced ? (
          <AdvancedFields
            formApi={formApi}
            config={config}
            botId={mode.kind === "edit" ? mode.botId : null}
          />
        ) : null}
      </fieldset>
      {readOnly ? null : (
        <SubmitBar
          kind={mode.kind}
          config={config}
          pending={create.isPending || modify.isPending}
          canSave={mode.kind === "create" || hasChanges(formApi.payload)}
        />
      )}
    </form>
  );

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setTab(value as EditorTab)}
      className="flex flex-col gap-5"
    >
      {info ? <EditNotices info={info} imported={imported} /> : null}
      <Tabs.List aria-label={t("create.tabs.label")} className="flex w-fit gap-1 rounded-full bg-surface p-1">
        <Tabs.Trigger value="quick" className={tabClass} data-testid="create-tab-quick">
          {t("create.tabs.quick")}
        </Tabs.Trigger>
        <Tabs.Trigger value="advanced" className={tabClass} data-testid="create-tab-advanced">
          {t("create.tabs.advanced")}
        </Tabs.Trigger>
        {mode.kind === "create" ? (
          <Tabs.Trigger value="import" className={tabClass} data-testid="create-tab-import">
            {t("create.tabs.import")}
          </Tabs.Trigger>
        ) : null}
      </Tabs.List>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0">
          <Tabs.Content value="quick">{formBody(false)}</Tabs.Content>
          <Tabs.Content value="advanced">{formBody(true)}</Tabs.Content>
          {mode.kind === "create" ? (
            <Tabs.Content value="import">
              <CardImport
                disabled={atCap}
                onImported={(bot) =>
                  navigate(`/create/bot?botId=${encodeURIComponent(bot.botId)}`, { state: { imported: bot } })
                }
              />
              {atCap ? <p className="mt-3 text-sm text-warning">{t("create.errors.tooManyBots")}</p> : null}
            </Tabs.Content>
          ) : null}
        </div>
        {tab === "import" ? null : (
          <aside className="xl:sticky xl:top-20">
            <PreviewCard
              name={form.name}
              intro={form.intro}
              greeting={form.greeting}
              avatar={form.avatar}
              tags={form.tags}
            />
          </aside>
        )}
      </div>
    </Tabs.Root>
  );
}
