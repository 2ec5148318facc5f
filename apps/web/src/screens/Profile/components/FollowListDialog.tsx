import type { FollowUser } from "@fable/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { FollowButton } from "../../../components/FollowButton";
import { ListSkeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { profilePath } from "../../../lib/paths";
import { type FollowListKind, useFollowList, useRemoveFan } from "../../../queries/follow";
import { LoadMore } from "./LoadMore";

function RemoveFanButton({ ownerId, fan }: { ownerId: string; fan: FollowUser }) {
  const { t } = useTranslation();
  const remove = useRemoveFan(ownerId);
  return (
    <Button
      variant="dangerGhost"
      size="sm"
      disabled={remove.isPending}
      onClick={() => remove.mutate(fan.userId)}
      aria-label={t("people.follows.removeFanLabel", { name: fan.userName })}
      data-testid="remove-fan"
    >
      {t("people.follows.removeFan")}
    </Button>
  );
}

function FollowRow({
  user,
  kind,
  ownerId,
  isOwner,
}: {
  user: FollowUser;
  kind: FollowListKind;
  ownerId: string;
  isOwner: boolean;
}) {
  return (
    <li data-testid="follow-row" data-user-id={user.userId} className="flex items-center gap-3 py-2">
      <Link to={profilePath(user)} className="flex min-w-0 flex-1 items-center gap-3 rounded-[8px]">
        <Avatar src={user.avatar} alt={user.userName} className="size-10 shrink-0 rounded-full text-sm" />
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold">{user.userName}</span>
          {user.bio ? <span className="truncate text-xs text-muted">{user.bio}</span> : null}
        </span>
      </Link>
      <div className="flex shrink-0 items-center gap-1">
        {isOwner && kind === "fans" ? <RemoveFanButton ownerId={ownerId} fan={user} /> : null}
        <FollowButton userId={user.userId} followed={user.followed} beFollowed={user.beFollowed} size="sm" />
      </div>
    </li>
  );
}

function FollowList({ kind, ownerId, isOwner }: { kind: FollowListKind; ownerId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const list = useFollowList(kind, ownerId, true);
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton heights={["h-12", "h-12", "h-12"]} label={t("common.loading")} />;
  const users = list.data.pages.flatMap((page) => page.list);
  if (users.length === 0)
    return <EmptyState message={t(kind === "fans" ? "people.follows.noFans" : "people.follows.noFollows")} />;
  return (
    <div className="flex flex-col gap-2">
      <ul data-testid={`follow-list-${kind}`} className="flex flex-col divide-y divide-border">
        {users.map((user) => (
          <FollowRow key={user.userId} user={user} kind={kind} ownerId={ownerId} isOwner={isOwner} />
        ))}
      </ul>
      <LoadMore {...list} />
    </div>
  );
}

interface FollowListDialogProps {
  /** Which list is shown, or null when the dialog is closed. */
  kind: FollowListKind | null;
  onKindChange: (kind: FollowListKind | null) => void;
  ownerId: string;
  ownerName: string;
  isOwner: boolean;
}

/** A person's followers and the people they follow; the owner may remove followers. */
export function FollowListDialog({ kind, onKindChange, ownerId, ownerName, isOwner }: FollowListDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => {
        if (!open) onKindChange(null);
      }}
      title={ownerName}
      testId="follow-list-dialog"
    >
      <Tabs.Root value={kind ?? "fans"} onValueChange={(value) => onKindChange(value as FollowListKind)}>
        <Tabs.List
          aria-label={t("people.follows.label")}
          className="mb-3 flex gap-1 rounded-full bg-raised p-1"
        >
          {(["fans", "follows"] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              data-testid={`follow-tab-${value}`}
              className="h-8 flex-1 rounded-full text-sm font-medium text-muted transition duration-150 ease-out data-[state=active]:bg-surface data-[state=active]:text-text"
            >
              {t(value === "fans" ? "people.follows.fans" : "people.follows.follows")}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="fans">
          <FollowList kind="fans" ownerId={ownerId} isOwner={isOwner} />
        </Tabs.Content>
        <Tabs.Content value="follows">
          <FollowList kind="follows" ownerId={ownerId} isOwner={isOwner} />
        </Tabs.Content>
      </Tabs.Root>
    </Dialog>
  );
}
