import type { RoomSummary } from "@fable/contract";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import { ErrorState } from "../../components/StateMessage";
import { useRooms } from "../../queries/rooms";
import { StackedAvatars } from "../Room/components/StackedAvatars";
import { chatTime, previewLine } from "./chatTime";

function RoomRow({ room, now }: { room: RoomSummary; now: Date }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const at = room.lastMessageAt ?? room.createdAt;
  return (
    <li>
      <Link
        to={`/room/${room.roomId}`}
        data-testid="chats-room-row"
        data-room-id={room.roomId}
        className="flex items-center gap-3 rounded-[12px] px-3 py-3 transition duration-150 ease-out hover:bg-surface"
      >
        <StackedAvatars characters={room.characters} size="size-10" max={3} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex items-baseline justify-between gap-3">
            <span className="truncate font-semibold">{room.name}</span>
            <time dateTime={at} className="shrink-0 text-xs text-muted">
              {chatTime(at, now, locale, t("chats.yesterday"))}
            </time>
          </div>
          <p className="truncate text-sm text-muted">
            {previewLine(room.lastMessage) || room.characters.map((character) => character.name).join(", ")}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** The "New room" button of /chats: where a user looks for group chats. */
export function NewRoomLink() {
  const { t } = useTranslation();
  return (
    <Link to="/rooms/new" data-testid="chats-new-room" className={buttonClass("secondary", "sm")}>
      <Plus aria-hidden="true" className="size-4" />
      {t("rooms.newRoom")}
    </Link>
  );
}

/** The user's rooms beside their dialogues (docs/product.md#room-screen), latest conversation first. */
export function RoomsSection() {
  const { t } = useTranslation();
  const rooms = useRooms();
  if (rooms.isError) return <ErrorState message={rooms.error.message} onRetry={() => void rooms.refetch()} />;
  if (!rooms.data) return <Skeleton className="mx-3 h-16" />;
  if (rooms.data.rooms.length === 0) {
    return (
      <p data-testid="chats-rooms-empty" className="px-3 text-sm text-muted">
        {t("rooms.listEmpty")}
      </p>
    );
  }
  const now = new Date();
  return (
    <ul data-testid="chats-rooms" className="flex flex-col gap-1">
      {rooms.data.rooms.map((room) => (
        <RoomRow key={room.roomId} room={room} now={now} />
      ))}
    </ul>
  );
}
