import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../../components/Button";
import { EmptyState } from "../../../components/StateMessage";

/** What someone who is not a reviewer sees: the server refused ("Only reviewers can do this"). */
export function ReviewerOnly() {
  const { t } = useTranslation();
  return (
    <div data-testid="review-forbidden">
      <EmptyState
        message={t("review.forbidden")}
        action={
          <Link to="/" className={buttonClass("primary")}>
            {t("common.backHome")}
          </Link>
        }
      />
    </div>
  );
}
