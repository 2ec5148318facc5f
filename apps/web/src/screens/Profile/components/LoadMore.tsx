import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Show more" under a paged list; gone once every page is loaded. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button
        variant="secondary"
        onClick={() => void fetchNextPage()}
        disabled={isFetchingNextPage}
        data-testid="load-more"
      >
        {isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("people.profile.loadMore")}
      </Button>
    </div>
  );
}
