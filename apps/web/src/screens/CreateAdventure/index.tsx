import type { AdventureEditInfo, BotCreationConfig, Category } from "@fable/contract";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Page } from "../../components/Page";
import { Skeleton } from "../../components/Skeleton";
import { ErrorState } from "../../components/StateMessage";
import { useAdventureInfo } from "../../queries/adventureCreation";
import { useBotConfig, useCreationCategories } from "../../queries/creation";
import { readBotId } from "../CreateBot/botId";
import { adventureFormFromInfo } from "./adventureForm";
import { AdventureEditor } from "./components/AdventureEditor";
import type { AdventureMode } from "./useAdventureForm";

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-5"
    >
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="size-24 rounded-[12px]" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function Editor({
  info,
  ...shared
}: {
  info: AdventureEditInfo;
  config: BotCreationConfig | undefined;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
}) {
  const mode = useMemo<AdventureMode>(
    () => ({ kind: "edit", botId: info.botId, initial: adventureFormFromInfo(info) }),
    [info],
  );
  return <AdventureEditor mode={mode} inReview={info.reviewStatus === "pending"} {...shared} />;
}

const CREATE_MODE: AdventureMode = { kind: "create" };

/** `/create/adventure` and `/create/2` (new text adventure), `/create/adventure?botId=…` (edit). */
export default function CreateAdventure() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const botId = readBotId(params.get("botId"));
  const info = useAdventureInfo(botId);
  const config = useBotConfig();
  const categories = useCreationCategories();
  const shared = {
    config: config.data,
    categories: categories.data,
    categoriesLoading: categories.isPending,
  };
  const title = botId ? t("createAdventure.editTitle") : t("createAdventure.title");

  let body: ReactNode;
  if (!botId) body = <AdventureEditor key="new" mode={CREATE_MODE} inReview={false} {...shared} />;
  else if (info.data) body = <Editor key={botId} info={info.data} {...shared} />;
  else if (info.isError)
    body = <ErrorState message={info.error.message} onRetry={() => void info.refetch()} />;
  else body = <EditorSkeleton />;

  return (
    <Page
      testId="create-adventure"
      width="max-w-3xl"
      title={title}
      subtitle={botId ? null : t("createAdventure.subtitle")}
    >
      {body}
    </Page>
  );
}
