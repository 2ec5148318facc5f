import type { LeaderboardType } from "@fable/contract";
import { discoveryRoutes } from "@fable/contract/routes/discovery";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";

export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  board: (type: LeaderboardType) => [...leaderboardKeys.all, "board", type] as const,
};

/** GET /leaderboard/list/{type}: a board's top 50 for its last whole period (a snapshot). */
export function useLeaderboard(type: LeaderboardType) {
  return useQuery({
    queryKey: leaderboardKeys.board(type),
    queryFn: ({ signal }) => api.call(discoveryRoutes.leaderboard, { params: { type } }, { signal }),
  });
}
