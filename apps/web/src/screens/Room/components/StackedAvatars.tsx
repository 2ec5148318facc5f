import type { RoomCharacter } from "@fable/contract";
import { clsx } from "clsx";
import { Avatar } from "../../../components/Avatar";

/** A room's characters as overlapping avatars (the room header and its row on /chats); the rest as "+n". */
export function StackedAvatars({
  characters,
  size = "size-9",
  max = 4,
}: {
  characters: Pick<RoomCharacter, "botId" | "name" | "avatar">[];
  size?: string;
  max?: number;
}) {
  const shown = characters.slice(0, max);
  const more = characters.length - shown.length;
  return (
    <span className="flex shrink-0 -space-x-3">
      {shown.map((character) => (
        <Avatar
          key={character.botId}
          src={character.avatar}
          alt={character.name}
          className={clsx(size, "rounded-full border-2 border-bg text-xs")}
        />
      ))}
      {more > 0 ? (
        <span
          className={clsx(
            size,
            "flex items-center justify-center rounded-full border-2 border-bg bg-raised text-xs text-muted",
          )}
        >
          +{more}
        </span>
      ) : null}
    </span>
  );
}
