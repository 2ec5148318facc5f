import { ROOM_LIMITS } from "@fable/contract";
import { clsx } from "clsx";
import { Check, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { Button } from "../../../components/Button";
import { ErrorState } from "../../../components/StateMessage";
import { useRoomCandidates } from "../../../queries/rooms";
import { type RoomFormState, toggleCharacter } from "../roomForm";

type Chosen = RoomFormState["characters"];

/** The search waits until typing pauses, so each key press does not ask the server. */
const SEARCH_DELAY_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Loads the next page when the end of the list comes into view (in the page or inside a dialog). */
function useEndOfList(onEnd: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onEnd);
  latest.current = onEnd;
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return sentinel;
}

/** The chosen characters as removable chips. */
export function ChosenChips({ chosen, onChange }: { chosen: Chosen; onChange: (next: Chosen) => void }) {
  const { t } = useTranslation();
  return (
    <ul data-testid="room-chosen" className="flex flex-wrap gap-2">
      {chosen.map((character) => (
        <li
          key={character.botId}
          data-testid="room-chosen-chip"
          data-bot-id={character.botId}
          className="flex items-center gap-1.5 rounded-full border border-accent/50 bg-accent/10 py-1 pr-1 pl-1 text-sm"
        >
          <Avatar src={character.avatar} alt={character.name} className="size-6 rounded-full text-[10px]" />
          <span className="max-w-32 truncate">{character.name}</span>
          <button
            type="button"
            onClick={() => onChange(toggleCharacter(chosen, character))}
            aria-label={t("rooms.create.remove", { name: character.name })}
            className="flex size-6 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-text"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Characters a room can hold (the most popular public ones and the user's own), searched by name and
 * paged as the list scrolls; a tap chooses or un-chooses one (2-8).
 */
export function CharacterPicker({ chosen, onChange }: { chosen: Chosen; onChange: (next: Chosen) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const keyword = useSettled(text);
  const candidates = useRoomCandidates(keyword);
  const bots = candidates.data?.pages.flatMap((page) => page.bots) ?? [];
  const full = chosen.length >= ROOM_LIMITS.maxCharacters;
  const sentinel = useEndOfList(() => {
    if (candidates.hasNextPage && !candidates.isFetchingNextPage) void candidates.fetchNextPage();
  });

  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-2 rounded-full border border-border bg-surface px-3 focus-within:border-accent/70">
        <Search aria-hidden="true" className="size-4 text-muted" />
        <input
          data-testid="room-candidate-search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("rooms.create.searchPlaceholder")}
          aria-label={t("rooms.create.search")}
          maxLength={50}
          className="h-10 flex-1 bg-transparent text-sm outline-none placeholder:text-muted"
        />
      </label>
      {candidates.isError ? (
        <ErrorState message={candidates.error.message} onRetry={() => void candidates.refetch()} />
      ) : null}
      <ul data-testid="room-candidates" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
        {bots.map((bot) => {
          const picked = chosen.some((character) => character.botId === bot.botId);
          return (
            <li key={bot.botId}>
              <button
                type="button"
                data-testid="room-candidate"
                data-bot-id={bot.botId}
                aria-pressed={picked}
                disabled={!picked && full}
                onClick={() => onChange(toggleCharacter(chosen, bot))}
                className={clsx(
                  "flex w-full items-center gap-3 rounded-[12px] px-3 py-2 text-left transition duration-150 ease-out disabled:opacity-40",
                  picked ? "bg-accent/15" : "hover:bg-raised",
                )}
              >
                <Avatar src={bot.avatar} alt={bot.name} className="size-9 shrink-0 rounded-full text-xs" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-center gap-2">
                    <span data-testid="room-candidate-name" className="truncate text-sm font-medium">
                      {bot.name}
                    </span>
                    {bot.mine ? (
                      <span className="shrink-0 rounded-full bg-raised px-2 py-0.5 text-[11px] text-muted">
                        {t("rooms.create.yourBot")}
                      </span>
                    ) : null}
                  </span>
                  <span className="truncate text-xs text-muted">{bot.intro}</span>
                </span>
                {picked ? <Check aria-hidden="true" className="size-4 shrink-0 text-accent-soft" /> : null}
              </button>
            </li>
          );
        })}
        {candidates.data && bots.length === 0 ? (
          <li className="px-3 py-4 text-center text-sm text-muted">{t("rooms.create.noCandidates")}</li>
        ) : null}
        <li aria-hidden="true">
          <div ref={sentinel} className="h-1" />
        </li>
      </ul>
      {candidates.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={candidates.isFetchingNextPage}
          onClick={() => void candidates.fetchNextPage()}
        >
          {t("rooms.create.more")}
        </Button>
      ) : null}
    </div>
  );
}
