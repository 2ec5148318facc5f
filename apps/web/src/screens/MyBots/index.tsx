import type { PdfDocumentInfo } from "@fable/contract";
import { FileText, Map as MapIcon, Plus, Upload } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/Button";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { useMyBots } from "../../queries/myBots";
import { useMyPdfDocuments } from "../../queries/pdf";
import { MyBotCard, MyBotCardSkeleton } from "./components/MyBotCard";

const SKELETONS = 6;
const NO_DOCUMENTS: PdfDocumentInfo[] = [];
const grid = "grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3";

/** Card import lives in the creation screen; this query opens it on the import tab. */
const IMPORT_CARD_PATH = "/create/bot?tab=import";

/** A text adventure has its own editor (docs/product.md#adventure-create). */
function NewAdventureLink() {
  const { t } = useTranslation();
  return (
    <Link to="/create/adventure" data-testid="my-bots-create-adventure" className={buttonClass("secondary")}>
      <MapIcon aria-hidden="true" className="size-4" />
      {t("createAdventure.newAdventure")}
    </Link>
  );
}

/** A PDF bot reads its document on /create/pdf (docs/product.md#pdf-create). */
function NewPdfBotLink() {
  const { t } = useTranslation();
  return (
    <Link to="/create/pdf" data-testid="my-bots-create-pdf" className={buttonClass("secondary")}>
      <FileText aria-hidden="true" className="size-4" />
      {t("pdf.newPdfBot")}
    </Link>
  );
}

/** The documents of the user's bots by bot, polled every 2 s while any is still being read. */
function usePdfDocumentsByBot(): ReadonlyMap<string, PdfDocumentInfo[]> {
  const documents = useMyPdfDocuments().data?.documents;
  return useMemo(() => {
    const byBot = new Map<string, PdfDocumentInfo[]>();
    for (const document of documents ?? [])
      byBot.set(document.botId, [...(byBot.get(document.botId) ?? []), document]);
    return byBot;
  }, [documents]);
}

/**
 * My Bots (/mine): the signed-in creator's bots, drafts and private ones included (docs/product.md#my-bots).
 */
export default function MyBots() {
  const { t } = useTranslation();
  const bots = useMyBots();
  const documents = usePdfDocumentsByBot();
  const title = t("nav.myBots");

  return (
    <div
      data-testid="my-bots"
      className="mx-auto flex w-full max-w-[1200px] flex-col gap-6 px-4 py-5 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
          <p className="text-sm text-muted">{t("myBots.subtitle")}</p>
        </div>
        {bots.data?.length ? (
          <div className="flex flex-wrap gap-2">
            <NewAdventureLink />
            <NewPdfBotLink />
            <Link to={IMPORT_CARD_PATH} className={buttonClass("secondary")}>
              <Upload aria-hidden="true" className="size-4" />
              {t("myBots.importCard")}
            </Link>
            <Link to="/create/bot" className={buttonClass("primary")}>
              <Plus aria-hidden="true" className="size-4" />
              {t("nav.createBot")}
            </Link>
          </div>
        ) : null}
      </header>
      {bots.data ? (
        bots.data.length > 0 ? (
          <ul className={grid} data-testid="my-bots-list">
            {bots.data.map((bot) => (
              <MyBotCard key={bot.botId} bot={bot} documents={documents.get(bot.botId) ?? NO_DOCUMENTS} />
            ))}
          </ul>
        ) : (
          <EmptyState
            message={t("myBots.empty")}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Link to="/create/bot" data-testid="my-bots-create" className={buttonClass("primary")}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t("nav.createBot")}
                </Link>
                <Link to={IMPORT_CARD_PATH} className={buttonClass("secondary")}>
                  <Upload aria-hidden="true" className="size-4" />
                  {t("myBots.importCard")}
                </Link>
                <NewAdventureLink />
                <NewPdfBotLink />
              </div>
            }
          />
        )
      ) : bots.isError ? (
        <ErrorState message={bots.error.message} onRetry={() => void bots.refetch()} />
      ) : (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t("common.loading")}</span>
          <ul className={grid}>
            {Array.from({ length: SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <MyBotCardSkeleton key={index} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
