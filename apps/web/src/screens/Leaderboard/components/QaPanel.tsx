import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type QaTab = "botChat" | "about" | "guidelines";

interface Qa {
  question: string;
  answer: string;
}

function useQaContent(): Record<QaTab, Qa[]> {
  const { t } = useTranslation();
  return {
    botChat: [
      { question: t("browse.leaderboard.qa.startQ"), answer: t("browse.leaderboard.qa.startA") },
      { question: t("home.faq.createQ"), answer: t("home.faq.createA") },
      { question: t("home.faq.importQ"), answer: t("home.faq.importA") },
    ],
    about: [
      { question: t("home.faq.whatQ"), answer: t("home.faq.whatA") },
      { question: t("home.faq.freeQ"), answer: t("home.faq.freeA") },
      { question: t("home.faq.privacyQ"), answer: t("home.faq.privacyA") },
    ],
    guidelines: [
      { question: t("browse.leaderboard.qa.reviewQ"), answer: t("browse.leaderboard.qa.reviewA") },
      { question: t("browse.leaderboard.qa.rankQ"), answer: t("browse.leaderboard.qa.rankA") },
    ],
  };
}

const TABS: readonly QaTab[] = ["botChat", "about", "guidelines"];

/**
 * Questions and answers beside the board (docs/product.md#leaderboard-page), with the terms and privacy
 * documents.
 */
export function QaPanel() {
  const { t } = useTranslation();
  const content = useQaContent();
  const labels: Record<QaTab, string> = {
    botChat: t("browse.leaderboard.qa.botChat"),
    about: t("browse.leaderboard.qa.about"),
    guidelines: t("browse.leaderboard.qa.guidelines"),
  };
  return (
    <section
      aria-labelledby="leaderboard-qa-title"
      data-testid="leaderboard-qa"
      className="rounded-[12px] border border-border bg-surface p-4"
    >
      <h2 id="leaderboard-qa-title" className="mb-3 text-sm font-semibold">
        {t("browse.leaderboard.qa.title")}
      </h2>
      <Tabs.Root defaultValue="botChat">
        <Tabs.List
          aria-label={t("browse.leaderboard.qa.title")}
          className="mb-3 flex gap-1 rounded-full bg-bg p-1"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              data-testid={`leaderboard-qa-tab-${tab}`}
              className="h-8 flex-1 truncate rounded-full px-2 text-xs font-medium text-muted transition duration-150 ease-out hover:text-text data-[state=active]:bg-raised data-[state=active]:text-text"
            >
              {labels[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="flex flex-col gap-3 text-sm">
            {content[tab].map((qa) => (
              <div key={qa.question}>
                <h3 className="font-medium">{qa.question}</h3>
                <p className="mt-1 text-muted">{qa.answer}</p>
              </div>
            ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-t border-border pt-3 text-xs">
        <Link to="/document/tos" data-testid="leaderboard-tos" className="text-accent-soft hover:underline">
          {t("browse.leaderboard.qa.tos")}
        </Link>
        <Link
          to="/document/privacy"
          data-testid="leaderboard-privacy"
          className="text-accent-soft hover:underline"
        >
          {t("browse.leaderboard.qa.privacy")}
        </Link>
      </p>
    </section>
  );
}
