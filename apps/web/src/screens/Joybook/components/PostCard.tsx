import type { PostCard as PostCardData } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { CardStats } from "../../../components/BotCard";
import { Chip } from "../../../components/Chip";
import { Skeleton } from "../../../components/Skeleton";
import { postDate } from "../../../lib/postDate";
import { postPath } from "../paths";
import { PostAuthor } from "./PostAuthor";

const frame = "relative flex w-full flex-col gap-3 rounded-[12px] border border-border bg-surface p-4";

/**
 * A post of the feed (docs/product.md#post). The title's link covers the card, so the whole card
 * opens the post, while the author's link sits above it and opens their profile.
 */
export function PostCard({ post, now }: { post: PostCardData; now: Date }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <article
      data-testid="post-card"
      data-post-id={post.id}
      className={`${frame} group transition duration-200 ease-out hover:-translate-y-0.5 hover:border-accent/60 hover:bg-raised motion-reduce:transition-none motion-reduce:hover:translate-y-0`}
    >
      <div className="flex min-w-0 items-center gap-2.5">
        <Avatar src={post.botAvatar} alt={post.botName} className="size-9 shrink-0 rounded-full text-sm" />
        <span className="min-w-0 truncate text-sm font-semibold">{post.botName}</span>
        {post.categoryName ? (
          <Chip tone="accent" className="ml-auto shrink-0">
            {post.categoryName}
          </Chip>
        ) : null}
      </div>
      <h2 className="line-clamp-2 text-base font-semibold leading-snug">
        <Link
          to={postPath(post.id)}
          data-testid="post-card-link"
          className="rounded-md outline-none after:absolute after:inset-0 after:rounded-[12px] focus-visible:after:outline-2 focus-visible:after:outline-accent"
        >
          {post.title}
        </Link>
      </h2>
      {post.summary ? <p className="line-clamp-3 text-sm leading-5 text-muted">{post.summary}</p> : null}
      <div className="mt-auto flex items-center gap-3 text-xs text-muted">
        <PostAuthor post={post} className="relative z-10 max-w-[50%]" />
        <time dateTime={post.createdAt} className="shrink-0">
          {postDate(post.createdAt, now, locale)}
        </time>
        <span className="ml-auto">
          <CardStats chats={post.chatNum} likes={post.likes} />
        </span>
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className={frame}>
      <div className="flex items-center gap-2.5">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-5/6" />
      <Skeleton className="h-3 w-1/2" />
    </div>
  );
}
