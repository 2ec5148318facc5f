import { CreatorCard, envelopeOf, Leaderboard, LeaderboardTypeParam } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../../context.ts";
import { ok } from "../../../plugins/envelope.ts";
import { recommendedCreators } from "../home.service.ts";
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

  app.get(
    "/leaderboard/recommendedCreator",
    {
      schema: {
        tags: ["discovery"],
        summary: "Creators to follow: the most chatted-with, less yourself and those you follow",
        response: { 200: envelopeOf(z.array(CreatorCard)) },
      },
    },
    async (request) => ok(await recommendedCreators(contextOf(request))),
  );
};
