import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../../components/Button";
import { Skeleton } from "../../../components/Skeleton";
import { EmptyState } from "../../../components/StateMessage";

/**
 * A bot that cannot be chatted with: removed, private or never there (docs/product.md#bot-unavailable, code
 * 2001).
 */
export function Unavailable({
  message,
  action,
}: {
  message?: string;
  action?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="chat-unavailable" className="mx-auto w-full max-w-[640px] p-4 md:p-8">
      <EmptyState
        message={message || t("chat.unavailable")}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {action ? (
              <Link to={action.to} className={buttonClass("primary")}>
                {action.label}
              </Link>
            ) : null}
            <Link to="/" className={buttonClass(action ? "secondary" : "primary")}>
              {t("common.backHome")}
            </Link>
          </div>
        }
      />
    </div>
  );
}

/** The conversation's shape while it loads. */
export function ChatSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex min-h-0 flex-1 flex-col">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="flex h-14 items-center gap-3 border-b border-border/70 px-4 md:h-16">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <div className="mx-auto flex w-full max-w-[820px] flex-1 flex-col gap-6 px-4 pt-6">
        <div className="flex gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <Skeleton className="h-20 w-3/4 rounded-[12px]" />
        </div>
        <Skeleton className="ml-auto h-10 w-1/2 rounded-[12px]" />
        <div className="flex gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <Skeleton className="h-16 w-2/3 rounded-[12px]" />
        </div>
      </div>
    </div>
  );
}
