import { missionRoutes as routes } from "@fable/contract/routes/missions";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { claimMission, listMissions, missionGroups } from "./missions.service.ts";

/** The Tasks panel: groups, tasks with their verified progress, and claiming a reward. */
export async function missionsRoutes(app: FastifyInstance) {
  serve(app, routes.groupList, (ctx) => missionGroups(ctx));
  serve(app, routes.list, async (ctx, { body }) => ({ list: await listMissions(ctx, body.groupId) }));
  serve(app, routes.claim, (ctx, { params }) => claimMission(ctx, params.missionId));
}
