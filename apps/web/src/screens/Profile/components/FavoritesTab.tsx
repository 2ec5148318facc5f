import { useTranslation } from "react-i18next";
import { BotGrid, BotGridSkeleton } from "../../../components/BotGrid";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { useFavoriteBots } from "../../../queries/profile";
import { LoadMore } from "./LoadMore";

/** The Favorites tab: the public bots the person liked, newest like first. */
export function FavoritesTab({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const { t } = useTranslation();
  const favorites = useFavoriteBots(userId);
  if (favorites.isError)
    return <ErrorState message={favorites.error.message} onRetry={() => void favorites.refetch()} />;
  if (!favorites.data) return <BotGridSkeleton />;
  const list = favorites.data.pages.flatMap((page) => page.list);
  if (list.length === 0)
    return (
      <EmptyState message={t(isSelf ? "people.profile.noFavoritesSelf" : "people.profile.noFavorites")} />
    );
  return (
    <div className="flex flex-col gap-4">
      <BotGrid testId="profile-favorites" bots={list} />
      <LoadMore {...favorites} />
    </div>
  );
}
