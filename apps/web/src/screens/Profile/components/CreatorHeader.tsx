import type { CreatorProfile } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { CardStats } from "../../../components/BotCard";
import { Chip } from "../../../components/Chip";
import { FollowButton } from "../../../components/FollowButton";
import { formatCount } from "../../../lib/formatCount";
import { isPaidPlan } from "../../../lib/plan";
import type { FollowListKind } from "../../../queries/follow";
import { FollowListDialog } from "./FollowListDialog";

/** A count that opens the fans or follows list. */
function CountButton({
  count,
  label,
  onClick,
  testId,
}: {
  count: number;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className="inline-flex items-baseline gap-1.5 rounded-full text-sm text-muted transition duration-150 ease-out hover:text-text"
    >
      <span className="text-base font-semibold text-text">{formatCount(count)}</span>
      {label}
    </button>
  );
}

/** Avatar, name, bio, follower and following counts, totals of the public bots, and the follow button. */
export function CreatorHeader({ profile }: { profile: CreatorProfile }) {
  const { t } = useTranslation();
  const [list, setList] = useState<FollowListKind | null>(null);
  return (
    <section className="flex flex-col items-center gap-5 text-center md:flex-row md:items-start md:text-left">
      <Avatar
        src={profile.avatar}
        alt={profile.userName}
        lazy={false}
        className="size-24 shrink-0 rounded-full border border-border text-3xl md:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-3 md:items-start">
        <div className="flex max-w-full flex-wrap items-center justify-center gap-2 md:justify-start">
          <h1
            data-testid="creator-name"
            className="text-xl font-semibold tracking-tight break-words md:text-2xl"
          >
            {profile.userName}
          </h1>
          {isPaidPlan(profile.vipEnum) ? <Chip tone="accent">{t("creator.member")}</Chip> : null}
        </div>
        <p
          data-testid="creator-bio"
          className="max-w-2xl text-sm leading-relaxed break-words whitespace-pre-line text-text/90"
        >
          {profile.bio || t("creator.noBio")}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 md:justify-start">
          <CountButton
            count={profile.fans}
            label={t("people.follows.fans")}
            onClick={() => setList("fans")}
            testId="creator-fans"
          />
          <CountButton
            count={profile.follows}
            label={t("people.follows.follows")}
            onClick={() => setList("follows")}
            testId="creator-follows"
          />
          <span className="text-sm text-muted">
            {t("people.profile.publicBots", { count: profile.publicBots })}
          </span>
          <CardStats chats={profile.chats} likes={profile.likes} />
        </div>
        {profile.isSelf ? null : (
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 md:justify-start">
            <FollowButton
              userId={profile.userId}
              followed={profile.followed}
              beFollowed={profile.beFollowed}
              allowFollow={profile.allowFollow}
              showBlockedNote
              className="min-w-28"
            />
          </div>
        )}
      </div>
      <FollowListDialog
        kind={list}
        onKindChange={setList}
        ownerId={profile.userId}
        ownerName={profile.userName}
        isOwner={profile.isSelf}
      />
    </section>
  );
}
