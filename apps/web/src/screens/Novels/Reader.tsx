import { NOVEL_LIMITS, type ReaderTheme, type ReadSetting } from "@fable/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/StateMessage";
import { leadingId, novelPath } from "../../lib/paths";
import { novelsApi } from "../../queries/novels";
import { useIsSignedIn, useViewerKey } from "../../stores/auth";
import { openLogin } from "../../stores/login";
import { toastFailure } from "../Chat/toastFailure";
import { novelTitle } from "./novelText";
import { localProgress, localSetting, saveLocalProgress, saveLocalSetting } from "./readerSettings";

const THEMES: Record<ReaderTheme, string> = {
  none: "",
  light: "bg-white text-neutral-900",
  sepia: "bg-[#f4ecd8] text-[#5b4636]",
  green: "bg-[#dcebd6] text-[#243b1f]",
  dark: "bg-neutral-900 text-neutral-100",
};
const SCORES = [1, 2, 3, 4, 5];

/**
 * /AI-novels/read/{botId}-{botName} (docs/product.md#novels): one chapter at a time, with the chapter
 * menu, reading settings (server-side when signed in, this browser's otherwise), progress, the rating
 * prompt once, the next chapter on request, and "continue as a chat".
 */
export default function NovelReader() {
  const { t, i18n } = useTranslation();
  const botId = leadingId(useParams().bot);
  const [searchParams, setSearchParams] = useSearchParams();
  const signedIn = useIsSignedIn();
  const viewer = useViewerKey();
  const navigate = useNavigate();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ["novel", botId, viewer],
    queryFn: ({ signal }) => novelsApi.detail(botId!, signal),
    enabled: botId !== null,
  });
  const asked = Number(searchParams.get("chapter"));
  const start = detail.data?.progress ?? (botId ? localProgress(botId) : null) ?? 1;
  const number = Number.isInteger(asked) && asked >= 1 ? asked : start;
  const chapter = useQuery({
    queryKey: ["novel-chapter", botId, number],
    queryFn: ({ signal }) => novelsApi.chapter(botId!, number, signal),
    enabled: botId !== null && detail.isSuccess && detail.data.chapterCount > 0,
  });
  const [setting, setSetting] = useState<ReadSetting>(localSetting);
  useEffect(() => {
    if (signedIn) novelsApi.getSetting().then(setSetting, () => undefined);
    else setSetting(localSetting());
  }, [signedIn]);
  const [panelOpen, setPanelOpen] = useState(false);
  const change = (changes: Partial<ReadSetting>) => {
    const next = { ...setting, ...changes };
    setSetting(next);
    if (signedIn) novelsApi.saveSetting(changes).catch(toastFailure);
    else saveLocalSetting(next);
  };
  useEffect(() => {
    if (!botId || !chapter.isSuccess) return;
    if (signedIn) novelsApi.saveProgress(botId, number).catch(() => undefined);
    else saveLocalProgress(botId, number);
  }, [botId, number, signedIn, chapter.isSuccess]);
  const write = useMutation({
    mutationFn: () => novelsApi.writeNext(botId!),
    onSuccess: () => client.invalidateQueries({ queryKey: ["novel", botId] }),
    onError: toastFailure,
  });
  const continueChat = useMutation({
    mutationFn: () => novelsApi.continueAsChat(botId!, number),
    onSuccess: (dialogue) =>
      navigate(`/adventure/${botId}?dialogueId=${encodeURIComponent(dialogue.dialogueId)}`),
    onError: toastFailure,
  });
  const rate = useMutation({
    mutationFn: (score: number) => novelsApi.rate(botId!, number, score),
    onSettled: () => change({ rateShowed: true }),
  });

  if (botId === null || detail.isError) return <EmptyState message={t("novels.unavailable")} />;
  const novel = detail.data;
  if (!novel) return <main className="p-4" aria-busy="true" />;
  const go = (target: number) => {
    setSearchParams({ chapter: String(target) });
    window.scrollTo({ top: 0 });
  };
  const atLast = number >= novel.chapterCount;
  const themeClass = THEMES[setting.theme];
  return (
    <main className={`min-h-screen ${themeClass}`} data-testid="novel-reader" data-theme={setting.theme}>
      <header className="mx-auto flex max-w-3xl flex-wrap items-center gap-2 p-4">
        <Link to={novelPath(novel, "detail")} className="text-sm hover:underline">
          ← {novelTitle(novel, i18n.language)}
        </Link>
        <span className="flex-1" />
        <label className="text-sm">
          <span className="sr-only">{t("novels.chapterMenu")}</span>
          <select
            data-testid="reader-chapter-menu"
            value={number}
            onChange={(event) => go(Number(event.target.value))}
            className="rounded border border-border bg-transparent p-1"
          >
            {novel.chapters.map((entry) => (
              <option key={entry.number} value={entry.number}>
                {entry.title}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="ghost"
          size="sm"
          data-testid="reader-settings"
          onClick={() => setPanelOpen(!panelOpen)}
        >
          {t("novels.settings")}
        </Button>
      </header>
      {!setting.settingTipShowed ? (
        <p className="mx-auto max-w-3xl px-4 text-sm" data-testid="reader-tip">
          {t("novels.settingTip")}{" "}
          <button type="button" className="underline" onClick={() => change({ settingTipShowed: true })}>
            {t("novels.gotIt")}
          </button>
        </p>
      ) : null}
      {panelOpen ? (
        <section
          className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 p-4"
          aria-label={t("novels.settings")}
        >
          <span className="text-sm">{t("novels.fontSize", { size: setting.fontSize })}</span>
          <Button
            size="sm"
            variant="secondary"
            data-testid="reader-font-smaller"
            disabled={setting.fontSize <= NOVEL_LIMITS.fontSizeMin}
            onClick={() => change({ fontSize: setting.fontSize - 1 })}
          >
            A−
          </Button>
          <Button
            size="sm"
            variant="secondary"
            data-testid="reader-font-larger"
            disabled={setting.fontSize >= NOVEL_LIMITS.fontSizeMax}
            onClick={() => change({ fontSize: setting.fontSize + 1 })}
          >
            A+
          </Button>
          {(Object.keys(THEMES) as ReaderTheme[]).map((theme) => (
            <Button
              key={theme}
              size="sm"
              variant={theme === setting.theme ? "primary" : "ghost"}
              onClick={() => change({ theme })}
            >
              {t(`novels.theme.${theme}`)}
            </Button>
          ))}
        </section>
      ) : null}
      <article
        className="mx-auto max-w-3xl p-4"
        style={{ fontSize: `${setting.fontSize}px` }}
        data-testid="reader-text"
      >
        {novel.chapterCount === 0 ? (
          <p>{t("novels.noChapters")}</p>
        ) : chapter.data ? (
          <>
            <h1 className="mb-4 font-semibold" data-testid="reader-chapter-title">
              {chapter.data.title}
            </h1>
            {chapter.data.text.split(/\n\s*\n/).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
              <p key={index} className="mb-4 whitespace-pre-line leading-relaxed">
                {paragraph}
              </p>
            ))}
          </>
        ) : chapter.isError ? (
          <p>{t("novels.chapterUnavailable")}</p>
        ) : (
          <p aria-busy="true">…</p>
        )}
      </article>
      <nav className="mx-auto flex max-w-3xl flex-wrap gap-2 p-4">
        <Button
          variant="secondary"
          disabled={number <= 1}
          onClick={() => go(number - 1)}
          data-testid="reader-previous"
        >
          {t("novels.previous")}
        </Button>
        <Button
          variant="secondary"
          disabled={atLast}
          onClick={() => go(number + 1)}
          data-testid="reader-next"
        >
          {t("novels.next")}
        </Button>
        {atLast && !novel.finished ? (
          <Button
            data-testid="reader-write-next"
            disabled={write.isPending || novel.nextChapterPending}
            onClick={() => (signedIn ? write.mutate() : openLogin("novel"))}
          >
            {novel.nextChapterPending ? t("novels.pendingReview") : t("novels.writeNext")}
          </Button>
        ) : null}
        <Button
          data-testid="reader-continue-chat"
          disabled={continueChat.isPending}
          onClick={() => (signedIn ? continueChat.mutate() : openLogin("novel"))}
        >
          {t("novels.continueAsChat")}
        </Button>
      </nav>
      {atLast && signedIn && !setting.rateShowed && chapter.isSuccess ? (
        <section className="mx-auto flex max-w-3xl items-center gap-2 p-4" data-testid="reader-rate">
          <span className="text-sm">{t("novels.rate")}</span>
          {SCORES.map((score) => (
            <Button key={score} size="sm" variant="ghost" onClick={() => rate.mutate(score)}>
              {"★".repeat(score)}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => change({ rateShowed: true })}>
            {t("novels.notNow")}
          </Button>
        </section>
      ) : null}
    </main>
  );
}
