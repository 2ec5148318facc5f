import { Loader2 } from "lucide-react";
import type { ReactNode, RefObject, UIEventHandler } from "react";
import { useTranslation } from "react-i18next";

/**
 * The scrolling column of a conversation (the chat's and a room's), with the spinner shown on top
 * while older messages load; useChatScroll drives `listRef` and `onScroll`.
 */
export function MessageScroller({
  listRef,
  onScroll,
  loadingOlder,
  testId,
  children,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  onScroll: UIEventHandler<HTMLDivElement>;
  loadingOlder: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      ref={listRef}
      onScroll={onScroll}
      data-testid={testId}
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      <div className="mx-auto flex w-full max-w-[820px] flex-col gap-7 px-3 pt-4 pb-8 md:px-6">
        {loadingOlder ? (
          <div
            role="status"
            className="pointer-events-none absolute inset-x-0 top-2 flex justify-center text-muted"
          >
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            <span className="sr-only">{t("common.loading")}</span>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
