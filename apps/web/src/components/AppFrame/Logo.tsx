import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

interface LogoProps {
  /** "hidden" keeps the name for screen readers only; "wide" shows it from 400 px up (narrow headers). */
  wordmark?: "shown" | "hidden" | "wide";
  onNavigate?: () => void;
}

export function Logo({ wordmark = "shown", onNavigate }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={t("app.homeLink")}
      className="flex items-center gap-2 rounded-lg font-semibold tracking-tight"
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-[10px] bg-brand text-base font-bold text-white"
      >
        F
      </span>
      <span
        className={clsx(
          "text-lg",
          wordmark === "hidden" && "sr-only",
          wordmark === "wide" && "sr-only min-[400px]:not-sr-only",
        )}
      >
        {t("app.name")}
      </span>
    </Link>
  );
}
