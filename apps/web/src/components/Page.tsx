import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface PageProps {
  /** The column's widest, a Tailwind max-width class ("max-w-3xl" for a form, wider for grids). */
  width: string;
  title: string;
  subtitle?: string | null;
  /** Space between the header and the sections: "roomy" for pages of separate panels. */
  spacing?: "normal" | "roomy";
  testId?: string;
  children: ReactNode;
}

/** A screen's centred column with its heading; the tab's title names the page too. */
export function Page({ width, title, subtitle, spacing = "normal", testId, children }: PageProps) {
  const { t } = useTranslation();
  const gap = spacing === "roomy" ? "gap-6" : "gap-5";
  return (
    <div
      data-testid={testId}
      className={`mx-auto flex w-full ${width} flex-col ${gap} px-4 py-5 md:px-6 md:py-8`}
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
        {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}
