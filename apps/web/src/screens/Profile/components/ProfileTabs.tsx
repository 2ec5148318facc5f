import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PillTabList } from "../../../components/PillTabList";
import { PROFILE_TABS, type ProfileTab, profileTabOf } from "../profileTabs";
import { FavoritesTab } from "./FavoritesTab";
import { PostsTab } from "./PostsTab";
import { ProfileBotsTab } from "./ProfileBotsTab";

const LABEL_KEYS: Record<ProfileTab, string> = {
  bots: "people.profile.tabs.bots",
  favorites: "people.profile.tabs.favorites",
  posts: "people.profile.tabs.posts",
};

/** Bots, Favorites and Posts; the chosen tab lives in `?tab=` so a link can open it. */
export function ProfileTabs({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = profileTabOf(search.get("tab"));
  const select = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === PROFILE_TABS[0]) next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs.Root value={tab} onValueChange={select} className="flex flex-col gap-5">
      <PillTabList
        label={t("people.profile.tabs.label")}
        tabs={PROFILE_TABS}
        labelOf={(value) => t(LABEL_KEYS[value])}
        testIdPrefix="profile-tab"
      />
      <Tabs.Content value="bots">
        <ProfileBotsTab userId={userId} isSelf={isSelf} />
      </Tabs.Content>
      <Tabs.Content value="favorites">
        <FavoritesTab userId={userId} isSelf={isSelf} />
      </Tabs.Content>
      <Tabs.Content value="posts">
        <PostsTab userId={userId} isSelf={isSelf} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
