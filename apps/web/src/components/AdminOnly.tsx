import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "./Button";
import { EmptyState } from "./StateMessage";

/** What someone who is not an admin sees on an operator page: the server refused. */
export function AdminOnly({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <EmptyState
        message={t("adminModels.forbidden")}
        action={
          <Link to="/" className={buttonClass("primary")}>
            {t("common.backHome")}
          </Link>
        }
      />
    </div>
  );
}
