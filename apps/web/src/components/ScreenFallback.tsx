import { useTranslation } from "react-i18next";
import { Skeleton } from "./Skeleton";

/** Shown while a lazily loaded screen's code arrives. */
export function ScreenFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-10">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
