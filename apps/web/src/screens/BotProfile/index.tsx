import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { parseBotIdParam } from "../../lib/botReview";
import { isBotUnavailable, useBotDetail } from "../../queries/botProfile";
import { DefinitionSection } from "./components/DefinitionSection";
import { GreetingPreview } from "./components/GreetingPreview";
import { ModelScenePin } from "./components/ModelScenePin";
import { ProfileHeader } from "./components/ProfileHeader";
import { ReviewsPanel } from "./reviews/ReviewsPanel";

const page = "mx-auto flex w-full max-w-[1100px] flex-col gap-8 px-4 py-5 md:px-6 md:py-8";

function Unavailable() {
  const { t } = useTranslation();
  return (
    <div data-testid="profile-unavailable">
      <EmptyState
        message={t("botProfile.unavailable")}
        action={
          <Link to="/" className={buttonClass("primary")}>
            {t("common.backHome")}
          </Link>
        }
      />
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-8">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="grid gap-6 md:grid-cols-[280px_minmax(0,1fr)] lg:grid-cols-[320px_minmax(0,1fr)]">
        <Skeleton className="mx-auto aspect-[3/4] w-full max-w-[220px] rounded-[12px] md:mx-0 md:max-w-[320px]" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-10 w-36 rounded-full" />
        </div>
      </div>
      <Skeleton className="h-24 w-full max-w-[640px] rounded-[12px]" />
    </div>
  );
}

/** /botProfile/{botId}: a character's public page (docs/product.md#bot-profile). */
export default function BotProfile() {
  const { t } = useTranslation();
  const botId = parseBotIdParam(useParams().botId);
  const detail = useBotDetail(botId);
  const bot = detail.data;
  const name = bot ? bot.characterName || bot.botName : t("features.botProfile");

  return (
    <div data-testid="bot-profile" className={page}>
      <title>{t("app.pageTitle", { page: name })}</title>
      {botId === null || (detail.isError && isBotUnavailable(detail.error)) ? (
        <Unavailable />
      ) : bot ? (
        <>
          <ProfileHeader bot={bot} />
          <GreetingPreview
            name={name}
            avatar={bot.avatar}
            greeting={bot.greeting}
            alternates={bot.alternateGreetings}
          />
          {bot.definition ? (
            <DefinitionSection definition={bot.definition} shared={bot.definitionVisible} />
          ) : null}
          <ModelScenePin botId={bot.botId} />
          <ReviewsPanel botId={bot.botId} />
        </>
      ) : detail.isError ? (
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}
