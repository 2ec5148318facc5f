import {
  envelopeOf,
  PrivacyRequest,
  UpdateProfileRequest,
  UserInfo,
  UserPermission,
  UserStatus,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import {
  getUserInfo,
  getUserPermission,
  getUserStatus,
  updatePrivacy,
  updateProfile,
} from "./profile.service.ts";
import { requestRemoval } from "./removal.service.ts";

const bearer = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/info",
    {
      schema: {
        tags: ["users"],
        security: bearer,
        summary: "The signed-in user",
        response: { 200: envelopeOf(UserInfo) },
      },
    },
    async (request) => ok(await getUserInfo(contextOf(request))),
  );

  app.get(
    "/user/status",
    {
      schema: {
        tags: ["users"],
        security: bearer,
        summary: "Plan and subscription state",
        response: { 200: envelopeOf(UserStatus) },
      },
    },
    async (request) => ok(await getUserStatus(contextOf(request))),
  );

  app.get(
    "/user/auth/permission",
    {
      schema: {
        tags: ["users"],
        security: bearer,
        summary: "What the signed-in user may do",
        response: { 200: envelopeOf(UserPermission) },
      },
    },
    async (request) => ok(await getUserPermission(contextOf(request))),
  );

  app.post(
    "/user/update",
    {
      schema: {
        tags: ["users"],
        security: bearer,
        summary: "Change name, avatar, bio or gender",
        body: UpdateProfileRequest,
        response: { 200: envelopeOf(UserInfo) },
      },
    },
    async (request) => ok(await updateProfile(contextOf(request), request.body)),
  );

  app.post(
    "/user/privacy",
    {
      schema: {
        tags: ["users"],
        security: bearer,
        summary: "Leaderboard participation (privacy) and whether others may follow",
        body: PrivacyRequest,
        response: { 200: envelopeOf(UserInfo) },
      },
    },
    async (request) => ok(await updatePrivacy(contextOf(request), request.body)),
  );

  app.get(
    "/user/logoff",
    {
      schema: {
        tags: ["users"],
        security: bearer,
        summary: "Schedule removal of the account after the protection window and sign out",
        response: { 200: envelopeOf(UserInfo) },
      },
    },
    async (request) => ok(await requestRemoval(contextOf(request))),
  );
};
