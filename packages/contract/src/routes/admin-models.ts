import {
  AdminModels,
  AdminModelsQuery,
  ProbeRequest,
  ProbeResults,
  TestMessageAnswer,
  TestMessageRequest,
} from "../models-admin.ts";
import { defineRoute } from "./define.ts";

/** The admin Models page: scenes, their probe results and usage, re-checks and test messages. */
export const adminModelRoutes = {
  models: defineRoute({
    method: "GET",
    path: "/admin/models",
    access: "admin",
    tag: "admin",
    summary: "Every model scene with its latest probe result and token usage per day",
    query: AdminModelsQuery,
    result: AdminModels,
  }),
  probe: defineRoute({
    method: "POST",
    path: "/admin/models/probe",
    access: "admin",
    tag: "admin",
    summary: "Probes one model scene, or all of them, again and answers the new results",
    body: ProbeRequest,
    result: ProbeResults,
  }),
  testMessage: defineRoute({
    method: "POST",
    path: "/admin/models/test",
    access: "admin",
    tag: "admin",
    summary: "Sends a short test message to a model scene and answers its reply, timings and tokens",
    body: TestMessageRequest,
    result: TestMessageAnswer,
  }),
} as const;
