import type {
  AdventureChangesInput,
  AdventureDraft,
  AdventureFormInput,
  ChapterField,
} from "@fable/contract";
import { adventureRoutes } from "@fable/contract/routes/adventures";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { creationKeys } from "./creation";

/** GET /ai/roleInfo/getBotStoryInfo: the owner's adventure for the edit form; off when creating. */
export function useAdventureInfo(botId: string | null) {
  return useQuery({
    queryKey: [...creationKeys.all, "adventureInfo", botId ?? ""] as const,
    queryFn: ({ signal }) =>
      api.call(adventureRoutes.getAdventureInfo, { query: { botId: botId ?? "" } }, { signal }),
    enabled: botId !== null,
    // The form is filled once from this answer: fresh when the form opens, never refetched under typing.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** After a save the owned-bot count, My Bots and the bot's own answers are stale. */
function useInvalidateCreation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creationKeys.all });
}

/** POST /ai/roleInfo/botStory. */
export function useCreateAdventure() {
  const invalidate = useInvalidateCreation();
  return useMutation({
    mutationFn: (body: AdventureFormInput) => api.call(adventureRoutes.createAdventure, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /ai/roleInfo/update/botStoryV2 with the whole form. */
export function useUpdateAdventure() {
  const invalidate = useInvalidateCreation();
  return useMutation({
    mutationFn: (body: AdventureChangesInput) => api.call(adventureRoutes.updateAdventure, { body }),
    onSuccess: () => void invalidate(),
  });
}

export type WritableField = "background" | ChapterField;

/** "Write it for me": generated/background, or generated/chapter for the storyline, prologue or opening scene. */
export function useWriteForMe() {
  return useMutation({
    mutationFn: ({ field, draft }: { field: WritableField; draft: AdventureDraft }) =>
      field === "background"
        ? api.call(adventureRoutes.generateBackground, { body: draft })
        : api.call(adventureRoutes.generateChapter, { body: { ...draft, field } }),
  });
}
