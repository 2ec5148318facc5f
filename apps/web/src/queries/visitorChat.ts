import type { DialogueInfo, VisitorMessage } from "@fable/contract";
import { visitorChatRoutes } from "@fable/contract/routes/visitor-chat";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";

/** The visitor's JSON calls; the chat itself streams through `api.stream(visitorChatRoutes.previewChat, …)`. */
export const visitorChatApi = {
  allowance: (signal?: AbortSignal) =>
    api.call(visitorChatRoutes.allowance, {}, { signal, skipCodeEffects: true }),
  /** After sign-in: the visitor's conversation becomes a new dialogue. */
  adopt: (body: { botId: string; messages: VisitorMessage[] }) => api.call(visitorChatRoutes.adopt, { body }),
};

export const visitorChatKeys = {
  allowance: ["visitorChat", "allowance"] as const,
};

/** How much a visitor may chat before signing in; read fresh on each visit. */
export function useVisitorAllowance() {
  return useQuery({
    queryKey: visitorChatKeys.allowance,
    queryFn: ({ signal }) => visitorChatApi.allowance(signal),
    staleTime: 0,
  });
}

/**
 * One adoption per bot and conversation at a time: the screen may mount twice (Strict Mode) or
 * re-render while the call is under way, and each call would start another dialogue.
 */
const adoptions = new Map<string, Promise<DialogueInfo>>();

export function adoptVisitorChat(botId: string, messages: VisitorMessage[]): Promise<DialogueInfo> {
  const key = `${botId}:${JSON.stringify(messages)}`;
  let adoption = adoptions.get(key);
  if (!adoption) {
    adoption = visitorChatApi.adopt({ botId, messages });
    adoptions.set(key, adoption);
    // A failed call may be tried again; a finished one stays, so a late repeat gets the same dialogue.
    adoption.catch(() => adoptions.delete(key));
  }
  return adoption;
}
