import { discoveryRoutes } from "@fable/contract/routes/discovery";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { useViewerKey } from "../stores/auth";

export const homeKeys = {
  all: ["home"] as const,
  content: (viewer: string) => [...homeKeys.all, "content", viewer] as const,
};

/**
 * Home sections (docs/product.md#home-data); refetched when the signed-in user changes
 * (docs/product.md#home).
 */
export function useHomeContent() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: homeKeys.content(viewer),
    queryFn: ({ signal }) => api.call(discoveryRoutes.homeContent, {}, { signal }),
  });
}
