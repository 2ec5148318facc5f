import type { MyBot, SavedBot, VisibilityChange } from "@fable/contract";
import { botRoutes } from "@fable/contract/routes/bots";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { type CardFormat, downloadBotCard } from "../lib/cardExport";
import { currentViewerKey, useViewerKey } from "../stores/auth";
import { botProfileKeys } from "./botProfile";

export const myBotsKeys = {
  all: ["myBots"] as const,
  list: (viewer: string) => [...myBotsKeys.all, "list", viewer] as const,
};

/** GET /ai/roleInfo/myBots: every bot of the signed-in user, drafts and private ones included. */
export function useMyBots() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: myBotsKeys.list(viewer),
    queryFn: ({ signal }) => api.call(botRoutes.myBots, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** The list after a save: the bot takes its new visibility and review state; a rejection reason goes. */
export function applySavedBot(bots: MyBot[] | undefined, saved: SavedBot): MyBot[] | undefined {
  return bots?.map((bot) =>
    bot.botId === saved.botId
      ? {
          ...bot,
          visibility: saved.visibility,
          reviewStatus: saved.reviewStatus,
          reviewReason: saved.reviewStatus === "rejected" ? bot.reviewReason : null,
        }
      : bot,
  );
}

/**
 * POST /ai/roleInfo/updateBotVisibility. Bots are never deleted, only made private (docs/product.md#creator).
 */
export function useUpdateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VisibilityChange) => api.call(botRoutes.updateBotVisibility, { body: change }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MyBot[]>(myBotsKeys.list(currentViewerKey()), (bots) =>
        applySavedBot(bots, saved),
      );
      void queryClient.invalidateQueries({ queryKey: botProfileKeys.bot(saved.botId) });
    },
  });
}

/** Saves a bot's character card (PNG or JSON) as a download. */
export function useExportCard() {
  return useMutation({
    mutationFn: ({ bot, format }: { bot: { botId: string; botName: string }; format: CardFormat }) =>
      downloadBotCard(bot, format),
  });
}
