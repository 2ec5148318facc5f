import type { BotCreationConfig, BotEditInfo, Category, ImportedBot } from "@fable/contract";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { Skeleton } from "../../components/Skeleton";
import { ErrorState } from "../../components/StateMessage";
import { useBotConfig, useBotEditInfo, useCreationCategories } from "../../queries/creation";
import { readBotId } from "./botId";
import { CharacterEditor } from "./components/CharacterEditor";
import { formFromEditInfo } from "./form";
import type { FormMode } from "./useCharacterForm";

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_340px]">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-5">
        <Skeleton className="size-24 rounded-[12px]" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-64 rounded-[12px]" />
    </div>
  );
}

function Editor({
  info,
  imported,
  config,
  categories,
  categoriesLoading,
}: {
  info: BotEditInfo;
  imported?: ImportedBot;
  config: BotCreationConfig | undefined;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
}) {
  const mode = useMemo<FormMode>(
    () => ({ kind: "edit", botId: info.botId, initial: formFromEditInfo(info) }),
    [info],
  );
  return (
    <CharacterEditor
      mode={mode}
      info={info}
      imported={imported}
      config={config}
      categories={categories}
      categoriesLoading={categoriesLoading}
    />
  );
}

const CREATE_MODE: FormMode = { kind: "create" };

/** `/create/bot` (new character, Quick / Advanced / card import) and `/create/bot?botId=…` (edit). */
export default function CreateBot() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const botId = readBotId(params.get("botId"));
  const editInfo = useBotEditInfo(botId);
  const config = useBotConfig();
  const categories = useCreationCategories();
  const imported = (location.state as { imported?: ImportedBot } | null)?.imported;
  const title = botId ? t("create.editTitle") : t("create.title");

  let body: ReactNode;
  if (!botId) {
    body = (
      <CharacterEditor
        key="new"
        mode={CREATE_MODE}
        config={config.data}
        categories={categories.data}
        categoriesLoading={categories.isPending}
      />
    );
  } else if (editInfo.data) {
    body = (
      <Editor
        key={botId}
        info={editInfo.data}
        imported={imported?.botId === botId ? imported : undefined}
        config={config.data}
        categories={categories.data}
        categoriesLoading={categories.isPending}
      />
    );
  } else if (editInfo.isError) {
    body = <ErrorState message={editInfo.error.message} onRetry={() => void editInfo.refetch()} />;
  } else {
    body = <EditorSkeleton />;
  }

  return (
    <div
      data-testid="create-bot"
      className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-5 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
        {botId ? null : <p className="text-sm text-muted">{t("create.subtitle")}</p>}
      </header>
      {body}
    </div>
  );
}
