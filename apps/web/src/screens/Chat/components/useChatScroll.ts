import { useLayoutEffect, useRef } from "react";
import { isLocalId } from "../conversation";
import { isNearBottom, isNearTop, scrollTopAfterPrepend } from "../scroll";

type Metrics = { scrollTop: number; scrollHeight: number; clientHeight: number };

const metricsOf = (element: HTMLElement): Metrics => ({
  scrollTop: element.scrollTop,
  scrollHeight: element.scrollHeight,
  clientHeight: element.clientHeight,
});

/** What the scrolling reads of a conversation: the chat's, or a room's. */
interface Scrolled {
  state: {
    messages: readonly { msgId: string }[];
    hasMore: boolean;
    stream: { draft: string } | null;
    failure: unknown;
  };
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
}

/**
 * The list follows the conversation to the bottom while the reader is there (new messages, streamed
 * text), stays put once they scroll up, and loads older messages near the top without a jump.
 */
export function useChatScroll(conversation: Scrolled) {
  const { state, loadingOlder } = conversation;
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const beforePrepend = useRef<Metrics | null>(null);
  const last = state.messages.at(-1);
  const firstId = state.messages[0]?.msgId;

  const loadOlder = () => {
    const element = listRef.current;
    if (!element || !state.hasMore || loadingOlder) return;
    beforePrepend.current = metricsOf(element);
    void conversation.loadOlder();
  };

  // The user's own new message always brings the list back down.
  const lastId = last?.msgId;
  useLayoutEffect(() => {
    if (lastId && isLocalId(lastId)) stick.current = true;
  }, [lastId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when older messages arrive on top
  useLayoutEffect(() => {
    const element = listRef.current;
    const before = beforePrepend.current;
    if (!element || !before) return;
    beforePrepend.current = null;
    element.scrollTop = scrollTopAfterPrepend(before, element.scrollHeight);
  }, [firstId]);

  // A failed page leaves nothing to keep in place.
  useLayoutEffect(() => {
    if (!loadingOlder) beforePrepend.current = null;
  }, [loadingOlder]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows every change of the visible text
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [state.messages, state.stream?.draft, state.failure]);

  // A first page too short to scroll could never reach "near the top": load more at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked when the list or its paging changes
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element && state.hasMore && !loadingOlder && element.scrollHeight <= element.clientHeight)
      loadOlder();
  }, [state.messages.length, state.hasMore, loadingOlder]);

  const onScroll = () => {
    const element = listRef.current;
    if (!element) return;
    const metrics = metricsOf(element);
    stick.current = isNearBottom(metrics);
    if (isNearTop(metrics)) loadOlder();
  };

  return { listRef, onScroll };
}
