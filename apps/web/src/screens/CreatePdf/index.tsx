import type { BotCreationConfig, PdfBotEditInfo } from "@fable/contract";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Page } from "../../components/Page";
import { Skeleton } from "../../components/Skeleton";
import { ErrorState } from "../../components/StateMessage";
import { useBotConfig } from "../../queries/creation";
import { usePdfBotInfo } from "../../queries/pdf";
import { readBotId } from "../CreateBot/botId";
import { PdfEditor, type PdfMode } from "./components/PdfEditor";
import { pdfFormFromInfo } from "./pdfForm";

function Editor({ info, config }: { info: PdfBotEditInfo; config: BotCreationConfig | undefined }) {
  const mode = useMemo<PdfMode>(
    () => ({ kind: "edit", botId: info.botId, initial: pdfFormFromInfo(info), document: info.document }),
    [info],
  );
  return <PdfEditor mode={mode} config={config} />;
}

const CREATE_MODE: PdfMode = { kind: "create" };

/** `/create/pdf` and `/create/4` (a new PDF bot), `/create/pdf?botId=…` (edit) — docs/product.md#pdf-create. */
export default function CreatePdf() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const botId = readBotId(params.get("botId"));
  const info = usePdfBotInfo(botId);
  const config = useBotConfig().data;
  const title = botId ? t("pdf.editTitle") : t("pdf.title");

  let body: ReactNode;
  if (!botId) body = <PdfEditor key="new" mode={CREATE_MODE} config={config} />;
  else if (info.data) body = <Editor key={botId} info={info.data} config={config} />;
  else if (info.isError)
    body = <ErrorState message={info.error.message} onRetry={() => void info.refetch()} />;
  else
    body = (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t("common.loading")}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );

  return (
    <Page testId="create-pdf" width="max-w-3xl" title={title} subtitle={botId ? null : t("pdf.subtitle")}>
      {body}
    </Page>
  );
}
