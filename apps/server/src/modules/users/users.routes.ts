import { userRoutes } from "@fable/contract/routes/users";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import {
  getUserInfo,
  getUserPermission,
  getUserStatus,
  updatePrivacy,
  updateProfile,
} from "./profile.service.ts";

export async function usersRoutes(app: FastifyInstance) {
  serve(app, userRoutes.userInfo, (ctx) => getUserInfo(ctx));
  serve(app, userRoutes.userStatus, (ctx) => getUserStatus(ctx));
  serve(app, userRoutes.userPermission, (ctx) => getUserPermission(ctx));
  serve(app, userRoutes.updateProfile, (ctx, { body }) => updateProfile(ctx, body));
  serve(app, userRoutes.updatePrivacy, (ctx, { body }) => updatePrivacy(ctx, body));
}
