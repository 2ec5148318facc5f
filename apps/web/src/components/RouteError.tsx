import { useTranslation } from "react-i18next";
import { Link, useRouteError } from "react-router";
import { Button, buttonClass } from "./Button";

/**
 * The last line of defence for a screen that failed to render or whose code failed to load
 * (typically an old tab after a new deploy), with the two actions that fix it.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">{t("errors.screenTitle")}</h1>
      <p className="max-w-md text-sm text-muted">{t("errors.screenBody")}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t("errors.reload")}</Button>
        <Link to="/" reloadDocument className={buttonClass("secondary")}>
          {t("common.backHome")}
        </Link>
      </div>
    </div>
  );
}
