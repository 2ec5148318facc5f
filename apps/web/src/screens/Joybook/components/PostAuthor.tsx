import type { PostCard } from "@fable/contract";
import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { authorPath } from "../paths";

/** Who shared a post: their avatar and name linking to their profile, or "Anonymous" with no link. */
export function PostAuthor({ post, className }: { post: PostCard; className?: string }) {
  const { t } = useTranslation();
  const path = authorPath(post);
  if (!path) {
    return (
      <span
        data-testid="post-author"
        data-anonymous="true"
        className={`inline-flex items-center gap-1.5 ${className ?? ""}`}
      >
        <span className="flex size-5 items-center justify-center rounded-full bg-raised">
          <UserRound aria-hidden="true" className="size-3 text-muted" />
        </span>
        {t("joybook.anonymous")}
      </span>
    );
  }
  return (
    <Link
      to={path}
      data-testid="post-author"
      className={`inline-flex min-w-0 items-center gap-1.5 rounded-full hover:text-text hover:underline ${className ?? ""}`}
    >
      <Avatar
        src={post.userAvatar}
        alt={post.userName}
        className="size-5 shrink-0 rounded-full text-[10px]"
      />
      <span className="truncate">{post.userName}</span>
    </Link>
  );
}
