import { useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Markdown } from "../../components/Markdown";
import { Skeleton } from "../../components/Skeleton";
import { ErrorState } from "../../components/StateMessage";
import { currentLanguage } from "../../i18n";
import { inlineText, parseMarkdown } from "../../lib/markdown";
import { DOCUMENT_NAMES, type DocumentName, loadDocument } from "./documents";

function DocumentNav({ current }: { current: DocumentName }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("joybook.document.nav")} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2">
        {DOCUMENT_NAMES.map((name) => (
          <li key={name} className="shrink-0">
            <Link
              to={`/document/${name}`}
              aria-current={name === current ? "page" : undefined}
              data-testid={`document-nav-${name}`}
              className={clsx(
                "inline-flex h-9 items-center rounded-full border px-4 text-sm transition duration-150 ease-out",
                name === current
                  ? "border-accent/60 bg-accent/15 text-text"
                  : "border-border text-muted hover:border-accent/40 hover:text-text",
              )}
            >
              {t(`joybook.document.names.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DocumentSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-9 w-2/3" />
      {["w-full", "w-11/12", "w-4/5", "w-full", "w-3/4"].map((width) => (
        <Skeleton key={width} className={`h-4 ${width}`} />
      ))}
    </div>
  );
}

/**
 * /document/{tos,privacy,help,faq,guide}: Fable's own texts, in the interface language
 * (docs/product.md#documents).
 */
export default function Document({ name }: { name: DocumentName }) {
  const { t } = useTranslation();
  // useTranslation renders again on a language switch, which then loads that language's text.
  const language = currentLanguage();
  const text = useQuery({
    queryKey: ["document", name, language],
    queryFn: () => loadDocument(name, language),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const blocks = useMemo(() => (text.data ? parseMarkdown(text.data) : null), [text.data]);
  const heading =
    blocks?.[0]?.kind === "heading" ? inlineText(blocks[0].children) : t(`joybook.document.names.${name}`);

  return (
    <div
      data-testid="document-screen"
      data-document={name}
      className="mx-auto flex w-full max-w-[760px] flex-col gap-6 px-4 py-5 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: heading })}</title>
      <DocumentNav current={name} />
      {text.isError ? (
        <ErrorState message={text.error.message} onRetry={() => void text.refetch()} />
      ) : blocks ? (
        <article data-testid="document-body" lang={language}>
          <Markdown blocks={blocks} />
        </article>
      ) : (
        <DocumentSkeleton />
      )}
    </div>
  );
}
