import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { MessageText } from "../../../components/MessageText";
import { fillPlaceholders } from "../../../lib/greeting";

/** The greeting as a chat shows the first bot message: a surface bubble, `*actions*` in muted italics. */
function GreetingBubble({ text }: { text: string }) {
  return (
    <p className="max-h-80 overflow-y-auto rounded-[16px] rounded-tl-[4px] bg-raised px-3.5 py-2.5 text-base leading-relaxed whitespace-pre-wrap break-words text-text">
      <MessageText text={text} />
    </p>
  );
}

/** How the character will look: its card on top, then the greeting as the chat's first message. */
export function PreviewCard({
  name,
  intro,
  greeting,
  avatar,
  tags,
}: {
  name: string;
  intro: string;
  greeting: string;
  avatar: string;
  tags: string[];
}) {
  const { t } = useTranslation();
  const shownName = name.trim() || t("create.preview.unnamed");
  const message = fillPlaceholders(greeting.trim(), { char: shownName, user: t("create.preview.you") });
  return (
    <section
      aria-label={t("create.preview.title")}
      data-testid="create-preview"
      className="flex flex-col overflow-hidden rounded-[12px] border border-border bg-surface"
    >
      <h2 className="border-b border-border px-4 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase">
        {t("create.preview.title")}
      </h2>
      <div className="flex gap-3 p-4">
        <Avatar src={avatar} alt={shownName} lazy={false} className="size-16 shrink-0 rounded-full text-xl" />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className={clsx("truncate text-base font-semibold", !name.trim() && "text-muted")}>
            {shownName}
          </h3>
          <p className="line-clamp-2 text-sm text-muted">{intro.trim() || t("create.preview.noIntro")}</p>
          {tags.length > 0 ? (
            <div className="flex flex-wrap gap-1 pt-1">
              {tags.slice(0, 4).map((tag) => (
                <span key={tag} className="rounded-full bg-raised px-2 py-0.5 text-[11px] text-muted">
                  #{tag}
                </span>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <div className="flex gap-2 border-t border-border bg-bg/50 p-4">
        <Avatar src={avatar} alt={shownName} lazy={false} className="size-8 shrink-0 rounded-full text-xs" />
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-xs text-muted">{shownName}</span>
          {message ? (
            <GreetingBubble text={message} />
          ) : (
            <p className="rounded-[16px] rounded-tl-[4px] border border-dashed border-border px-3.5 py-2.5 text-sm text-muted">
              {t("create.preview.noGreeting")}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
