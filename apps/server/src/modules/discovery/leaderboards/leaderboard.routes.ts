import { discoveryRoutes } from "@fable/contract/routes/discovery";
import type { FastifyInstance } from "fastify";
import { serve } from "../../../routing/serve-route.ts";
import { recommendedCreators } from "../home.service.ts";
import { readLeaderboard } from "./leaderboard.service.ts";
import type { LeaderboardType } from "./periods.ts";

export async function leaderboardRoutes(app: FastifyInstance) {
  serve(app, discoveryRoutes.leaderboard, (ctx, { params }) =>
    readLeaderboard(ctx, params.type as LeaderboardType),
  );
  serve(app, discoveryRoutes.recommendedCreators, (ctx) => recommendedCreators(ctx));
}
