import { ResponseCode } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { buttonClass } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { leadingId } from "../../lib/paths";
import { useCreatorProfile } from "../../queries/profile";
import { CreatorHeader } from "./components/CreatorHeader";
import { ProfileTabs } from "./components/ProfileTabs";

const page = "mx-auto flex w-full max-w-[1200px] flex-col gap-8 px-4 py-5 md:px-6 md:py-8";

/** Unknown and removed accounts answer "User not found" as a 404. */
const isUserMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === ResponseCode.NOT_FOUND);

function NotFound() {
  const { t } = useTranslation();
  return (
    <div data-testid="creator-not-found">
      <EmptyState
        message={t("people.profile.notFound")}
        action={
          <Link to="/" className={buttonClass("primary")}>
            {t("common.backHome")}
          </Link>
        }
      />
    </div>
  );
}

function HeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex flex-col items-center gap-5 md:flex-row md:items-start"
    >
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="size-24 shrink-0 rounded-full md:size-28" />
      <div className="flex w-full flex-col items-center gap-3 md:items-start">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-full max-w-md" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-28 rounded-full" />
      </div>
    </div>
  );
}

/**
 * /profile/{userId} and /profile/{userId}-{username}: a creator's public page
 * (docs/product.md#creator-profile).
 */
export default function Profile() {
  const { t } = useTranslation();
  const userId = leadingId(useParams().userSlug);
  const profile = useCreatorProfile(userId);
  const data = profile.data;

  return (
    <div data-testid="creator-profile" data-user-id={userId ?? undefined} className={page}>
      <title>{t("app.pageTitle", { page: data?.userName ?? t("features.profile") })}</title>
      {userId === null || (profile.isError && isUserMissing(profile.error)) ? (
        <NotFound />
      ) : data ? (
        <>
          <CreatorHeader profile={data} />
          <ProfileTabs key={data.userId} userId={data.userId} isSelf={data.isSelf} />
        </>
      ) : profile.isError ? (
        <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : (
        <HeaderSkeleton />
      )}
    </div>
  );
}
