import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Button, buttonClass } from "../../components/Button";
import { Chip } from "../../components/Chip";
import { EmptyState } from "../../components/StateMessage";
import { leadingId, novelPath } from "../../lib/paths";
import { novelsApi } from "../../queries/novels";
import { useIsSignedIn, useViewerKey } from "../../stores/auth";
import { openLogin } from "../../stores/login";
import { toastFailure } from "../Chat/toastFailure";
import { novelIntro, novelTitle } from "./novelText";

/** /AI-novels/detail/{botId}-{botName} (docs/product.md#novels): a novel's page. */
export default function NovelDetail() {
  const { t, i18n } = useTranslation();
  const botId = leadingId(useParams().bot);
  const viewer = useViewerKey();
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ["novel", botId, viewer],
    queryFn: ({ signal }) => novelsApi.detail(botId!, signal),
    enabled: botId !== null,
  });
  const write = useMutation({
    mutationFn: () => novelsApi.writeNext(botId!),
    onSuccess: () => client.invalidateQueries({ queryKey: ["novel", botId] }),
    onError: toastFailure,
  });
  if (botId === null || detail.isError) return <EmptyState message={t("novels.unavailable")} />;
  const novel = detail.data;
  if (!novel) return <main className="p-4" aria-busy="true" />;
  const readPath = novelPath(novel, "read");
  const askLogin = () => openLogin("novel");
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4" data-testid="novel-detail">
      <div className="flex flex-col gap-4 sm:flex-row">
        <Avatar src={novel.avatar} alt={novel.characterName} className="aspect-[3/4] w-48 rounded-[12px]" />
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold">{novelTitle(novel, i18n.language)}</h1>
          <p className="text-sm text-muted">{novel.characterName}</p>
          <p>{novelIntro(novel, i18n.language)}</p>
          <div className="flex flex-wrap gap-1">
            {novel.personality.map((trait) => (
              <Chip key={trait} tone="accent">
                {trait}
              </Chip>
            ))}
          </div>
          <p className="text-xs text-muted">
            {t("novels.stats", { chats: novel.chatCount, likes: novel.likeCount })}
          </p>
          <div className="flex flex-wrap gap-2">
            {novel.chapterCount > 0 ? (
              <Link to={readPath} data-testid="novel-start-reading" className={buttonClass()}>
                {novel.progress
                  ? t("novels.continueReading", { chapter: novel.progress })
                  : t("novels.startReading")}
              </Link>
            ) : (
              <Button
                data-testid="novel-write-first"
                disabled={write.isPending || novel.nextChapterPending}
                onClick={() => (signedIn ? write.mutate() : askLogin())}
              >
                {novel.nextChapterPending ? t("novels.pendingReview") : t("novels.writeFirst")}
              </Button>
            )}
            <Button variant="secondary" onClick={() => navigate(`/adventure/${novel.id}`)}>
              {novel.chapterCount > 0 ? t("novels.chatWithCharacter") : t("novels.play")}
            </Button>
          </div>
        </div>
      </div>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("novels.chapters")}</h2>
        <p className="text-sm text-muted">{novel.description}</p>
        <ol className="flex flex-col gap-1" data-testid="novel-chapters">
          {novel.chapters.map((chapter) => (
            <li key={chapter.number}>
              <Link className="hover:underline" to={`${readPath}?chapter=${chapter.number}`}>
                {chapter.title}
              </Link>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
