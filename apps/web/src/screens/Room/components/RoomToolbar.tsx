import type { RoomCharacter } from "@fable/contract";
import { MessagesSquare } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { Button } from "../../../components/Button";
import { DEFAULT_TALK_TURNS, TALK_TURN_CHOICES } from "../speakers";

/**
 * Above the composer: an "Ask …" chip per character (it answers the typed message, or speaks now when
 * nothing is typed) and "Let them talk" with how many turns (UI.md "Rooms": a secondary button).
 */
export function RoomToolbar({
  characters,
  busy,
  onAsk,
  onLetThemTalk,
}: {
  characters: RoomCharacter[];
  busy: boolean;
  onAsk: (botId: string) => void;
  onLetThemTalk: (turns: number) => void;
}) {
  const { t } = useTranslation();
  const [turns, setTurns] = useState(DEFAULT_TALK_TURNS);
  return (
    <div className="flex flex-wrap items-center gap-2 pb-2">
      <div className="flex min-w-0 flex-1 gap-1.5 overflow-x-auto">
        {characters.map((character) => (
          <button
            key={character.botId}
            type="button"
            data-testid="room-ask"
            data-bot-id={character.botId}
            disabled={busy}
            onClick={() => onAsk(character.botId)}
            title={t("rooms.askHint", { name: character.name })}
            className="flex shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface py-1 pr-3 pl-1 text-xs text-muted transition duration-150 ease-out hover:border-accent/60 hover:text-text disabled:opacity-40"
          >
            <Avatar src={character.avatar} alt={character.name} className="size-5 rounded-full text-[10px]" />
            {t("rooms.ask", { name: character.name })}
          </button>
        ))}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <select
          data-testid="room-talk-turns"
          aria-label={t("rooms.talkTurns")}
          value={turns}
          disabled={busy}
          onChange={(event) => setTurns(Number(event.target.value))}
          className="h-8 rounded-full border border-border bg-surface px-2 text-xs text-text"
        >
          {TALK_TURN_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t("rooms.turns", { count: choice })}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          data-testid="room-let-them-talk"
          disabled={busy}
          onClick={() => onLetThemTalk(turns)}
        >
          <MessagesSquare aria-hidden="true" className="size-4" />
          {t("rooms.letThemTalk")}
        </Button>
      </div>
    </div>
  );
}
