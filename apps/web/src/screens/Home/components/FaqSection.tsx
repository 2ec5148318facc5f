import * as Collapsible from "@radix-ui/react-collapsible";
import type { TFunction } from "i18next";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SectionHeader } from "./SectionHeader";

/**
 * The five questions of the home FAQ (docs/product.md#home), written as literal keys for the catalog check.
 */
const QUESTIONS: readonly {
  id: string;
  question: (t: TFunction) => string;
  answer: (t: TFunction) => string;
}[] = [
  { id: "what", question: (t) => t("home.faq.whatQ"), answer: (t) => t("home.faq.whatA") },
  { id: "free", question: (t) => t("home.faq.freeQ"), answer: (t) => t("home.faq.freeA") },
  { id: "create", question: (t) => t("home.faq.createQ"), answer: (t) => t("home.faq.createA") },
  { id: "import", question: (t) => t("home.faq.importQ"), answer: (t) => t("home.faq.importA") },
  { id: "privacy", question: (t) => t("home.faq.privacyQ"), answer: (t) => t("home.faq.privacyA") },
];

export function FaqSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-faq-title" data-testid="home-faq">
      <SectionHeader id="home-faq-title" title={t("home.faq.title")} />
      <div className="flex flex-col gap-2">
        {QUESTIONS.map((item) => (
          <Collapsible.Root key={item.id} className="group rounded-[12px] border border-border bg-surface">
            <h3>
              <Collapsible.Trigger className="flex w-full items-center justify-between gap-4 rounded-[12px] px-4 py-3.5 text-left text-sm font-medium transition duration-150 ease-out hover:text-accent-soft md:text-base">
                {item.question(t)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform duration-200 ease-out group-data-[state=open]:rotate-180"
                />
              </Collapsible.Trigger>
            </h3>
            <Collapsible.Content className="px-4 pb-4 text-sm leading-6 text-muted">
              {item.answer(t)}
            </Collapsible.Content>
          </Collapsible.Root>
        ))}
      </div>
      <Link
        to="/document/faq"
        className="mt-3 inline-flex items-center gap-0.5 text-sm font-medium text-muted transition hover:text-text"
      >
        {t("home.faq.more")}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
