import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../../components/Button";
import { EmptyState } from "../../../components/StateMessage";

/** What someone who is not an admin sees: the server refused ("Only administrators can do this"). */
export function AdminOnly() {
  const { t } = useTranslation();
  return (
    <div data-testid="models-forbidden">
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
