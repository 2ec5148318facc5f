import type { RoomSummary } from "@fable/contract";
import { ChevronLeft, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useBack } from "../../Chat/components/ChatHeader";
import { StackedAvatars } from "./StackedAvatars";

const iconButton =
  "flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text disabled:opacity-50";

/** The room's name, topic and characters, with its settings (docs/product.md#room-screen). */
export function RoomHeader({ room, onOpenSettings }: { room: RoomSummary; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border/70 bg-bg/90 px-2 backdrop-blur-md md:h-16 md:px-4">
      <button type="button" onClick={back} aria-label={t("chat.back")} className={iconButton}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <StackedAvatars characters={room.characters} />
      <div className="flex min-w-0 flex-1 flex-col">
        <h1 data-testid="room-name" className="truncate text-base leading-tight font-semibold">
          {room.name}
        </h1>
        <p data-testid="room-topic" className="truncate text-xs text-muted">
          {room.topic || room.characters.map((character) => character.name).join(", ")}
        </p>
      </div>
      <button
        type="button"
        data-testid="room-settings-open"
        onClick={onOpenSettings}
        aria-label={t("rooms.settings.title")}
        title={t("rooms.settings.title")}
        className={iconButton}
      >
        <Settings aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
