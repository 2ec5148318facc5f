import { MessageCircle, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Avatar } from "../../components/Avatar";
import { buttonClass } from "../../components/Button";
import { Chip } from "../../components/Chip";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { formatCount } from "../../lib/formatCount";
import { postDate } from "../../lib/postDate";
import { isBotUnavailable } from "../../queries/botProfile";
import { usePostDetail } from "../../queries/joybook";
import { PostActions } from "./components/PostActions";
import { PostAuthor } from "./components/PostAuthor";
import { SharedChat } from "./components/SharedChat";
import { joybookFailureMessage } from "./failures";

const page = "mx-auto flex w-full max-w-[760px] flex-col gap-6 px-4 py-5 md:px-6 md:py-8";
const POST_ID = /^\d{1,18}$/;

function PostSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-20 w-4/5 rounded-[12px]" />
      <Skeleton className="ml-auto h-12 w-3/5 rounded-[12px]" />
      <Skeleton className="h-20 w-4/5 rounded-[12px]" />
    </div>
  );
}

/** A post that is gone or whose bot is no longer public: the server's sentence, and a way back. */
function Unavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="post-unavailable">
      <EmptyState
        message={message || t("joybook.post.gone")}
        action={
          <Link to="/joydtl" className={buttonClass("primary")}>
            {t("joybook.post.backToFeed")}
          </Link>
        }
      />
    </div>
  );
}

/** /joydtl/{id}: a shared chat in full, to like, share and continue (docs/product.md#joybook). */
export default function PostDetail() {
  const { t, i18n } = useTranslation();
  const rawId = useParams().id ?? "";
  const postId = POST_ID.test(rawId) ? rawId : null;
  const detail = usePostDetail(postId);
  const post = detail.data;
  const locale = i18n.resolvedLanguage ?? i18n.language;

  return (
    <div data-testid="post-screen" className={page}>
      <title>{t("app.pageTitle", { page: post?.title ?? t("joybook.title") })}</title>
      {postId === null ? (
        <Unavailable message={t("joybook.post.gone")} />
      ) : detail.isError ? (
        isBotUnavailable(detail.error) ? (
          <Unavailable message={joybookFailureMessage(detail.error, t)} />
        ) : (
          <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
        )
      ) : !post ? (
        <PostSkeleton />
      ) : (
        <>
          <header className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              <Avatar
                src={post.botAvatar}
                alt={post.botName}
                lazy={false}
                className="size-12 shrink-0 rounded-full"
              />
              <div className="flex min-w-0 flex-col">
                <Link
                  to={`/botProfile/${encodeURIComponent(post.botId)}`}
                  data-testid="post-bot-name"
                  className="truncate rounded-md font-semibold hover:underline"
                >
                  {post.botName}
                </Link>
                {post.categoryName ? (
                  <Chip tone="accent" className="self-start">
                    {post.categoryName}
                  </Chip>
                ) : null}
              </div>
            </div>
            <h1 data-testid="post-title" className="text-2xl font-semibold tracking-tight break-words">
              {post.title}
            </h1>
            {post.summary ? (
              <p data-testid="post-summary" className="text-base leading-relaxed text-muted break-words">
                {post.summary}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
              <PostAuthor post={post} />
              <time dateTime={post.createdAt}>{postDate(post.createdAt, new Date(), locale)}</time>
              <span className="inline-flex items-center gap-1">
                <MessageCircle aria-hidden="true" className="size-4" />
                {t("joybook.post.chats", { count: post.chatNum, formatted: formatCount(post.chatNum) })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Share2 aria-hidden="true" className="size-4" />
                {t("joybook.post.shares", { count: post.shares, formatted: formatCount(post.shares) })}
              </span>
            </div>
            <PostActions post={post} />
          </header>
          <SharedChat messages={post.messages} botName={post.botName} botAvatar={post.botAvatar} />
        </>
      )}
    </div>
  );
}
