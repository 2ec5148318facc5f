import type { HomeContent } from "@fable/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { useAuthStore } from "../stores/auth";

export const homeKeys = {
  all: ["home"] as const,
  content: (token: string | null) => [...homeKeys.all, "content", token ?? "anonymous"] as const,
};

/**
 * Home sections (docs/product.md#home-data); refetched when the signed-in user changes
 * (docs/product.md#home).
 */
export function useHomeContent() {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: homeKeys.content(token),
    queryFn: ({ signal }) => api.get<HomeContent>("/homePage/getContent", { signal }),
  });
}
