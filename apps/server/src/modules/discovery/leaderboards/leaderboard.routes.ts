import { envelopeOf, Leaderboard, LeaderboardTypeParam } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../../context.ts";
import { ok } from "../../../plugins/envelope.ts";
import { readLeaderboard } from "./leaderboard.service.ts";
import type { LeaderboardType } from "./periods.ts";

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/leaderboard/list/:type",
    {
      schema: {
        tags: ["discovery"],
        summary:
          "A leaderboard's top 50 (1 Creative Stars, 2 Newcomer Spotlight, 3 Fan Favorite, 4 Chat Legend, 5 Active Fabler, 6 Comment Master)",
        params: LeaderboardTypeParam,
        response: { 200: envelopeOf(Leaderboard) },
      },
    },
    async (request) => ok(await readLeaderboard(contextOf(request), request.params.type as LeaderboardType)),
  );
};
