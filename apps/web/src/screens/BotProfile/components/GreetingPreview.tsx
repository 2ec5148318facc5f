import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { MessageText } from "../../../components/MessageText";
import { fillPlaceholders, greetingPages, stepPage } from "../../../lib/greeting";
import { useUserInfo } from "../../../queries/user";

const SWIPE_PX = 40;
const arrow =
  "flex size-8 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text";

/** The opening message as the chat will show it; alternate greetings page with ‹ n/m › or a swipe. */
export function GreetingPreview({
  name,
  avatar,
  greeting,
  alternates,
}: {
  name: string;
  avatar: string;
  greeting: string;
  alternates: string[];
}) {
  const { t } = useTranslation();
  const user = useUserInfo().data?.userName || t("botProfile.you");
  const pages = greetingPages(greeting, alternates);
  const [page, setPage] = useState(0);
  const touchStart = useRef<number | null>(null);
  if (pages.length === 0) return null;
  const current = Math.min(page, pages.length - 1);
  const step = (by: number) => setPage(stepPage(current, by, pages.length));

  return (
    <section
      aria-labelledby="profile-greeting"
      data-testid="profile-greeting"
      className="flex flex-col gap-3"
    >
      <h2 id="profile-greeting" className="text-lg font-semibold">
        {t("botProfile.greeting")}
      </h2>
      <div
        className="flex gap-3"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined || pages.length < 2) return;
          if (Math.abs(end - start) >= SWIPE_PX) step(end < start ? 1 : -1);
        }}
      >
        <Avatar src={avatar} alt={name} className="size-9 shrink-0 rounded-full text-sm" />
        <div className="flex max-w-[min(100%,640px)] min-w-0 flex-col gap-1">
          <span className="text-xs font-medium text-muted">{name}</span>
          <div
            aria-live="polite"
            data-testid="greeting-bubble"
            className="rounded-[12px] rounded-tl-[4px] border border-border bg-surface px-4 py-3 text-base leading-relaxed break-words whitespace-pre-wrap"
          >
            <MessageText text={fillPlaceholders(pages[current]!, { char: name, user })} />
          </div>
          {pages.length > 1 ? (
            <div className="flex items-center gap-1 text-sm text-muted">
              <button
                type="button"
                className={arrow}
                onClick={() => step(-1)}
                aria-label={t("carousel.previous")}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </button>
              <span data-testid="greeting-page" className="min-w-10 text-center tabular-nums">
                {current + 1}/{pages.length}
              </span>
              <button type="button" className={arrow} onClick={() => step(1)} aria-label={t("carousel.next")}>
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
