import {
  AddReportRequest,
  envelopeOf,
  ListReportsQuery,
  ReportItem,
  ReportPage,
  ReportReason,
  ReportReceipt,
  ResolveReportRequest,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { byUser } from "../media/media-rate-limits.ts";
import { addReport, listReports, reportReasons, resolveReport } from "./reports.service.ts";

const signedIn = [{ bearer: [] }];
const tags = ["reports"];

/** Reports of bots, users, messages, posts and reviews (docs/product.md#report), and the reviewers' side. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/report/reasons",
    {
      schema: {
        tags,
        summary: "The reasons a report may give: a code to send and an English label",
        response: { 200: envelopeOf(z.array(ReportReason)) },
      },
    },
    async () => ok(reportReasons()),
  );

  app.post(
    "/report/add",
    {
      // Each report costs a reviewer's time: one account cannot flood the queue.
      config: { rateLimits: [{ name: "report-add-user", limit: 30, windowMs: 60_000, key: byUser }] },
      schema: {
        tags,
        security: signedIn,
        summary:
          "Report a bot, user, message, post or review with a reason, optional details (reason other: required) " +
          "and an optional picture uploaded here; reporting the same target again while open makes no new report",
        body: AddReportRequest,
        response: { 200: envelopeOf(ReportReceipt) },
      },
    },
    async (request) => ok(await addReport(contextOf(request), request.body)),
  );

  app.get(
    "/report/list",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Reviewers: reports by status (open: oldest first; closed: newest first)",
        querystring: ListReportsQuery,
        response: { 200: envelopeOf(ReportPage) },
      },
    },
    async (request) => ok(await listReports(contextOf(request), request.query)),
  );

  app.post(
    "/report/resolve",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Reviewers: close an open report as resolved or dismissed",
        body: ResolveReportRequest,
        response: { 200: envelopeOf(ReportItem) },
      },
    },
    async (request) => ok(await resolveReport(contextOf(request), request.body)),
  );
};
