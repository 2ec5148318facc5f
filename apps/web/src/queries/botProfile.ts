import { ResponseCode } from "@fable/contract";
import { botRoutes } from "@fable/contract/routes/bots";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { ApiError } from "../api/errors";
import { useViewerKey } from "../stores/auth";

export const botProfileKeys = {
  all: ["botProfile"] as const,
  /** Every cached answer about one bot, whoever asked. */
  bot: (botId: string) => [...botProfileKeys.all, botId] as const,
  detail: (botId: string, viewer: string) => [...botProfileKeys.bot(botId), viewer] as const,
};

/** GET /ai/roleInfo/getBotInfo. The answer depends on who asks (owner, definition), so the token is in the key. */
export function useBotDetail(botId: string | null) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: botProfileKeys.detail(botId ?? "", viewer),
    queryFn: ({ signal }) => api.call(botRoutes.getBotInfo, { query: { botId: botId ?? "" } }, { signal }),
    enabled: botId !== null,
  });
}

/**
 * Private, hidden and missing bots all answer "Bot unavailable now, try something else"
 * (docs/product.md#bot-unavailable), as a 404 or as code 2001, so the profile shows that sentence rather than
 * a generic HTTP message.
 */
export function isBotUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 404 ||
    error.code === ResponseCode.NOT_FOUND ||
    error.code === ResponseCode.BOT_UNAVAILABLE
  );
}
