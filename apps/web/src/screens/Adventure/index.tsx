import type { StoryDialogue, StreamDone } from "@fable/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { ApiError } from "../../api/errors";
import type { StreamHandlers } from "../../api/stream";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { ErrorState } from "../../components/StateMessage";
import { isBotUnavailable } from "../../queries/botProfile";
import { useViewerKey } from "../../stores/auth";
import { ChatSkeleton, Unavailable } from "../Chat/components/ChatStates";
import { ConfirmDialog } from "../Chat/components/ConfirmDialog";
import { ChapterEnd } from "./components/ChapterEnd";
import { currentChapter, initialPlay, latestTurn, playReducer, rewindable, storyEnded } from "./playThrough";
import { storyApi } from "./storyApi";

/** The screen fills the space under the app header, so only the story scrolls. */
const screen = "flex h-[calc(100dvh-3rem)] flex-col md:h-[calc(100dvh-4rem)]";

/**
 * The play-through the screen opens: the latest (or a new one), or — with `?dialogueId=` — that one
 * of the user's play-throughs ("continue as a chat" from a novel opens one and names it).
 */
async function openPlayThrough(botId: string, dialogueId: string | null, signal: AbortSignal) {
  const latest = await storyApi.open(botId, signal);
  if (!dialogueId || dialogueId === latest.dialogueId) return latest;
  const page = await storyApi.history(dialogueId);
  return { ...latest, dialogueId, messages: [...page.messages].reverse(), hasMore: page.hasMore };
}

/** /adventure/{botId}: play a text adventure (docs/product.md#adventure-play). */
export default function AdventureScreen() {
  const { botId = "" } = useParams();
  const [params] = useSearchParams();
  const dialogueId = params.get("dialogueId");
  const viewer = useViewerKey();
  const opened = useQuery({
    queryKey: ["story", "open", botId, dialogueId ?? "latest", viewer],
    queryFn: ({ signal }) => openPlayThrough(botId, dialogueId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const { t } = useTranslation();
  if (opened.isError) {
    if (isBotUnavailable(opened.error)) return <Unavailable message={opened.error.message} />;
    return (
      <div className="p-4">
        <ErrorState message={opened.error.message} onRetry={() => void opened.refetch()} />
      </div>
    );
  }
  if (!opened.data)
    return (
      <div className={screen}>
        <ChatSkeleton />
        <span className="sr-only">{t("adventure.loading")}</span>
      </div>
    );
  return <Story key={opened.data.dialogueId} botId={botId} opened={opened.data} />;
}

function Story({ botId, opened }: { botId: string; opened: StoryDialogue }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(playReducer, opened, initialPlay);
  const [typed, setTyped] = useState("");
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [rated, setRated] = useState<Set<number>>(() => new Set());
  const controller = useRef<AbortController | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const busy = state.streaming !== null;
  const latest = latestTurn(state.messages);
  const ended = storyEnded(state);
  const chapter = currentChapter(state);

  // The newest words stay in view as they stream.
  const streamedLength = state.streaming?.text.length ?? 0;
  const messageCount = state.messages.length;
  useEffect(() => {
    if (messageCount + streamedLength >= 0) bottom.current?.scrollIntoView?.({ block: "end" });
  }, [messageCount, streamedLength]);
  useEffect(() => () => controller.current?.abort(), []);

  async function run(start: (handlers: StreamHandlers<StreamDone>) => Promise<void>) {
    const abort = new AbortController();
    controller.current = abort;
    await start({
      signal: abort.signal,
      onDelta: (text) => dispatch({ type: "delta", text }),
      onDone: (done) => dispatch({ type: "done", done }),
      onError: (error: ApiError) => {
        dispatch({ type: "failed" });
        toast.error(error.message);
        // The server may have stored the action: the screen reads the play-through again.
        void storyApi.history(state.dialogueId).then((page) =>
          dispatch({
            type: "opened",
            dialogue: { ...opened, messages: [...page.messages].reverse(), hasMore: page.hasMore },
          }),
        );
      },
    });
  }

  const act = (content: string) => {
    const text = content.trim();
    if (!text || busy || ended) return;
    dispatch({ type: "sent", content: text });
    setTyped("");
    void run((handlers) => storyApi.send({ botId, dialogueId: state.dialogueId, content: text }, handlers));
  };

  const rewind = () => {
    const turn = rewindable(state.messages);
    if (!turn || busy) return;
    dispatch({ type: "rewind", msgId: turn.msgId });
    void run((handlers) => storyApi.rewind({ dialogueId: state.dialogueId, msgId: turn.msgId }, handlers));
  };

  const restart = async () => {
    setConfirmRestart(false);
    try {
      const fresh = await storyApi.restart(state.dialogueId);
      setRated(new Set());
      dispatch({ type: "opened", dialogue: fresh });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const loadOlder = async () => {
    const oldest = state.messages[0]?.msgId;
    const page = await storyApi.history(state.dialogueId, oldest);
    dispatch({ type: "older", messages: [...page.messages].reverse(), hasMore: page.hasMore });
  };

  // Keys 1–3 choose an action (not while typing one's own).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA)$/.test(target.tagName)) return;
      const index = ["1", "2", "3"].indexOf(event.key);
      const action = latest?.actions[index];
      if (index >= 0 && action) act(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div className={screen} data-testid="adventure-screen">
      <header className="flex items-center gap-3 border-b border-border/70 px-4 py-2 md:py-3">
        <Avatar src={opened.avatar} alt={opened.characterName} className="size-10 rounded-full" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold">{opened.title}</h1>
          <p className="text-xs text-muted" data-testid="adventure-chapter">
            {t("adventure.chapterOf", { chapter, count: state.chapterCount })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          data-testid="adventure-rewind"
          disabled={busy || !rewindable(state.messages)}
          onClick={rewind}
        >
          {t("adventure.rewind")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-testid="adventure-restart"
          disabled={busy}
          onClick={() => setConfirmRestart(true)}
        >
          {t("adventure.restart")}
        </Button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex w-full max-w-[760px] flex-col gap-4 px-4 py-6 text-base leading-[1.7]">
          {state.hasMore ? (
            <Button variant="ghost" size="sm" className="self-center" onClick={() => void loadOlder()}>
              {t("adventure.older")}
            </Button>
          ) : null}
          {state.messages.map((message) => {
            const rewinding = state.streaming?.rewinding === message.msgId;
            if (message.role === "user")
              return (
                <p
                  key={message.msgId}
                  data-testid="adventure-action"
                  className="max-w-[85%] self-end rounded-xl bg-accent/20 px-4 py-2 text-sm"
                >
                  {message.content}
                </p>
              );
            return (
              <div key={message.msgId}>
                <article
                  data-testid="adventure-narration"
                  className="whitespace-pre-wrap text-text/95"
                  aria-busy={rewinding}
                >
                  {rewinding ? state.streaming?.text || "…" : message.content}
                </article>
                {message.story?.chapterEnded && !rewinding ? (
                  message.story.chapter >= state.chapterCount ? (
                    <section
                      data-testid="adventure-story-end"
                      className="my-6 rounded-xl border border-border bg-surface p-6 text-center"
                    >
                      <h2 className="text-xl font-semibold">{t("adventure.theEnd")}</h2>
                      <p className="mt-2 text-sm text-muted">{t("adventure.theEndHint")}</p>
                      <Button className="mt-4" onClick={() => setConfirmRestart(true)}>
                        {t("adventure.playAgain")}
                      </Button>
                    </section>
                  ) : (
                    <ChapterEnd
                      chapter={message.story.chapter}
                      rated={rated.has(message.story.chapter)}
                      onRate={async (score) => {
                        const done = message.story!.chapter;
                        await storyApi.rate({ botId, dialogueId: state.dialogueId, chapter: done, score });
                        setRated((known) => new Set(known).add(done));
                      }}
                    />
                  )
                ) : null}
              </div>
            );
          })}
          {state.streaming && state.streaming.rewinding === null ? (
            <article data-testid="adventure-streaming" aria-busy="true" className="whitespace-pre-wrap">
              {state.streaming.text}
              <span className="ml-0.5 inline-block animate-pulse" aria-hidden="true">
                ▍
              </span>
            </article>
          ) : null}
          <div ref={bottom} />
        </div>
      </div>

      {ended ? null : (
        <footer className="border-t border-border/70 bg-bg px-4 py-3">
          <div className="mx-auto flex w-full max-w-[760px] flex-col gap-2">
            {(latest?.actions ?? []).map((action, index) => (
              <Button
                key={action}
                variant="secondary"
                className="w-full justify-start text-left"
                data-testid="adventure-choice"
                disabled={busy}
                onClick={() => act(action)}
              >
                <span className="mr-2 text-muted">{index + 1}</span>
                {action}
              </Button>
            ))}
            <form
              className="flex gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                act(typed);
              }}
            >
              <input
                data-testid="adventure-input"
                value={typed}
                maxLength={4000}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={t("adventure.writeYourOwn")}
                aria-label={t("adventure.writeYourOwn")}
                className="min-w-0 flex-1 rounded-xl border border-border bg-surface px-3 py-2 text-sm"
              />
              <Button type="submit" data-testid="adventure-send" disabled={busy || !typed.trim()}>
                {t("adventure.send")}
              </Button>
            </form>
          </div>
        </footer>
      )}

      <ConfirmDialog
        open={confirmRestart}
        title={t("adventure.restartTitle")}
        description={t("adventure.restartDescription")}
        confirmLabel={t("adventure.restart")}
        onConfirm={() => void restart()}
        onCancel={() => setConfirmRestart(false)}
      />
    </div>
  );
}
