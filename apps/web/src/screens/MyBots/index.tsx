import { Map as MapIcon, Plus, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/Button";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { useMyBots } from "../../queries/myBots";
import { MyBotCard, MyBotCardSkeleton } from "./components/MyBotCard";

const SKELETONS = 6;
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

/**
 * My Bots (/mine): the signed-in creator's bots, drafts and private ones included (docs/product.md#my-bots).
 */
export default function MyBots() {
  const { t } = useTranslation();
  const bots = useMyBots();
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
              <MyBotCard key={bot.botId} bot={bot} />
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
