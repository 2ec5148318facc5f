import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
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
      <Tabs.List
        aria-label={t("people.profile.tabs.label")}
        className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-full bg-surface p-1"
      >
        {PROFILE_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            data-testid={`profile-tab-${value}`}
            className="h-9 shrink-0 rounded-full px-4 text-sm font-medium text-muted transition duration-150 ease-out hover:text-text data-[state=active]:bg-raised data-[state=active]:text-text"
          >
            {t(LABEL_KEYS[value])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
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
