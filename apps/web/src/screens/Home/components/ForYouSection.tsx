import type { BotCard as BotCardData } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { BotCard, BotCardSkeleton } from "../../../components/BotCard";
import { SectionHeader } from "./SectionHeader";

export const FOR_YOU_SKELETONS = 14;
const SKELETON_KEYS = Array.from({ length: FOR_YOU_SKELETONS }, (_, index) => `bot-skeleton-${index}`);

const grid = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4 lg:grid-cols-5 xl:grid-cols-7";

/** Hand-picked characters as a grid of bot cards, with a link to browse every category. */
export function ForYouSection({ bots }: { bots: BotCardData[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-for-you-title" data-testid="home-for-you" aria-busy={!bots}>
      <SectionHeader
        id="home-for-you-title"
        title={t("home.forYou.title")}
        link={{ to: "/category", label: t("home.forYou.showAll"), testId: "home-show-all-bots" }}
      />
      <ul className={grid}>
        {bots
          ? bots.map((bot) => (
              <li key={bot.botId}>
                <BotCard bot={bot} />
              </li>
            ))
          : SKELETON_KEYS.map((key) => (
              <li key={key}>
                <BotCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
