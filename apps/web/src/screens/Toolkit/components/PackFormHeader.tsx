import { ChevronLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The top of a Toolkit pack form (voice or image): back to the Toolkit, the page's title and what it does. */
export function PackFormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("app.pageTitle", { page: title })}</title>
      <header className="flex flex-col gap-2">
        <Link to="/fitting" className="flex items-center gap-1 self-start text-sm text-muted hover:text-text">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("voice.toolkit.title")}
        </Link>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-muted">{subtitle}</p>
      </header>
    </>
  );
}
