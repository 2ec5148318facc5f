import type { RoomSummary } from "@fable/contract";
import { Brain, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { HeaderBar, HeaderIconButton } from "../../Chat/components/ChatHeader";
import { StackedAvatars } from "./StackedAvatars";

/** The room's name, topic and characters, with its memory and settings (docs/product.md#room-screen). */
export function RoomHeader({
  room,
  onOpenSettings,
  onOpenMemory,
}: {
  room: RoomSummary;
  onOpenSettings: () => void;
  onOpenMemory: () => void;
}) {
  const { t } = useTranslation();
  return (
    <HeaderBar>
      <StackedAvatars characters={room.characters} />
      <div className="flex min-w-0 flex-1 flex-col">
        <h1 data-testid="room-name" className="truncate text-base leading-tight font-semibold">
          {room.name}
        </h1>
        <p data-testid="room-topic" className="truncate text-xs text-muted">
          {room.topic || room.characters.map((character) => character.name).join(", ")}
        </p>
      </div>
      <HeaderIconButton testId="room-memory-button" label={t("chat.memory.open")} onClick={onOpenMemory}>
        <Brain aria-hidden="true" className="size-5" />
      </HeaderIconButton>
      <HeaderIconButton
        testId="room-settings-open"
        label={t("rooms.settings.title")}
        onClick={onOpenSettings}
      >
        <Settings aria-hidden="true" className="size-5" />
      </HeaderIconButton>
    </HeaderBar>
  );
}
