import { type PostCard, PostVisibility } from "@fable/contract";
import { Heart, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { Chip } from "../../../components/Chip";
import { ListSkeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { formatCount } from "../../../lib/formatCount";
import { useProfilePosts } from "../../../queries/profile";
import { LoadMore } from "./LoadMore";

function PostItem({ post, isSelf }: { post: PostCard; isSelf: boolean }) {
  const { t, i18n } = useTranslation();
  const date = new Date(post.createdAt).toLocaleDateString(i18n.resolvedLanguage ?? i18n.language);
  return (
    <li>
      <Link
        to={`/joydtl/${encodeURIComponent(post.id)}`}
        data-testid="profile-post"
        className="flex gap-3 rounded-[12px] border border-border bg-surface p-4 transition duration-200 ease-out hover:-translate-y-0.5 hover:border-accent/60 hover:bg-raised"
      >
        <Avatar src={post.botAvatar} alt={post.botName} className="size-12 shrink-0 rounded-full text-base" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <h3 className="truncate font-semibold">{post.title}</h3>
            {isSelf && post.visibility !== PostVisibility.SHOW_AUTHOR ? (
              <Chip className="bg-raised">{t("people.profile.postAnonymous")}</Chip>
            ) : null}
            {!post.available ? (
              <Chip className="bg-raised">{t("people.profile.postUnavailable")}</Chip>
            ) : null}
          </div>
          <p className="text-xs text-muted">
            {t("people.profile.postWith", { name: post.botName })} ·{" "}
            <time dateTime={post.createdAt}>{date}</time>
          </p>
          {post.summary ? <p className="line-clamp-3 text-sm text-text/90">{post.summary}</p> : null}
          <div className="flex items-center gap-3 pt-1 text-xs text-muted">
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t("bot.likesLabel")}</span>
              {formatCount(post.likes)}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t("bot.chatsLabel")}</span>
              {formatCount(post.chatNum)}
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}

/** The Posts tab: the person's Joybook posts; one's own list includes those shared anonymously. */
export function PostsTab({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const { t } = useTranslation();
  const posts = useProfilePosts(userId, isSelf);
  if (posts.isError) return <ErrorState message={posts.error.message} onRetry={() => void posts.refetch()} />;
  if (!posts.data) return <ListSkeleton heights={["h-28", "h-28", "h-28"]} label={t("common.loading")} />;
  const list = posts.data.pages.flatMap((page) => page.list);
  if (list.length === 0)
    return <EmptyState message={t(isSelf ? "people.profile.noPostsSelf" : "people.profile.noPosts")} />;
  return (
    <div className="flex flex-col gap-4">
      <ul data-testid="profile-posts" className="grid gap-3 md:grid-cols-2">
        {list.map((post) => (
          <PostItem key={post.id} post={post} isSelf={isSelf} />
        ))}
      </ul>
      <LoadMore {...posts} />
    </div>
  );
}
