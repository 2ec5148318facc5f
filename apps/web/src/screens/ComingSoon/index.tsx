import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/Button";
import { FEATURE_NAMES, type Feature } from "./features";

/** An honest placeholder for a screen that is not built yet: it names the feature and leads home. */
export default function ComingSoon({ feature }: { feature: Feature }) {
  const { t } = useTranslation();
  const name = FEATURE_NAMES[feature](t);
  const title = t("comingSoon.title", { feature: name });
  return (
    <div
      data-testid="coming-soon"
      data-feature={feature}
      className="mx-auto flex min-h-[60dvh] w-full max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center"
    >
      <title>{t("app.pageTitle", { page: name })}</title>
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-2xl border border-accent/40 bg-accent/10 text-accent-soft"
      >
        <Sparkles className="size-7" />
      </span>
      <h1 className="text-xl font-semibold md:text-2xl">{title}</h1>
      <p className="text-sm text-muted md:text-base">{t("comingSoon.body")}</p>
      <Link to="/" className={buttonClass("primary")}>
        {t("common.backHome")}
      </Link>
    </div>
  );
}
