import { LifeBuoy, MessageSquareWarning } from "lucide-react";
import { useTranslation } from "react-i18next";
import { supportMailto } from "../../../lib/support";
import { SectionTitle } from "./parts";

const linkClass =
  "flex h-10 items-center gap-3 rounded-[10px] bg-bg/60 px-3 text-sm text-text transition duration-150 ease-out hover:bg-raised";

/** Contact Us (docs/product.md#settings-modal): mail links to the installation's support address. */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2">
      <SectionTitle>{t("settings.contact")}</SectionTitle>
      <a
        href={supportMailto(t("settings.supportSubject"))}
        data-testid="settings-contact"
        className={linkClass}
      >
        <LifeBuoy aria-hidden="true" className="size-4 text-muted" />
        {t("settings.contactSupport")}
      </a>
      <a href={supportMailto(t("settings.feedbackSubject"))} className={linkClass}>
        <MessageSquareWarning aria-hidden="true" className="size-4 text-muted" />
        {t("settings.sendFeedback")}
      </a>
    </section>
  );
}
