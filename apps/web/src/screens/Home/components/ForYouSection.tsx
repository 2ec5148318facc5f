import type { BotCard as BotCardData } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { BotGrid, BotGridPlaceholders } from "../../../components/BotGrid";
import { SectionHeader } from "./SectionHeader";

/** Placeholders while the home content loads (14 For You, docs/product.md#home-data). */
const FOR_YOU_SKELETONS = 14;

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
      {bots ? (
        <BotGrid columns="home" bots={bots} />
      ) : (
        <BotGridPlaceholders count={FOR_YOU_SKELETONS} columns="home" />
      )}
    </section>
  );
}
