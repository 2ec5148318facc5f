import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../../components/Button";
import { EmptyState } from "../../../components/StateMessage";

/** Nothing matched: invite the user to create the character (visitors get the login modal there). */
export function CreateBotInvite({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="search-empty">
      <EmptyState
        message={t("search.empty", { text })}
        action={
          <Link to="/create/bot" className={buttonClass("primary")} data-testid="search-create-bot">
            <Plus aria-hidden="true" className="size-4" />
            {t("nav.createBot")}
          </Link>
        }
      />
    </div>
  );
}
