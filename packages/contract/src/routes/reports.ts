import { z } from "zod";
import {
  AddReportRequest,
  ListReportsQuery,
  ReportItem,
  ReportPage,
  ReportReason,
  ReportReceipt,
  ResolveReportRequest,
} from "../feedback.ts";
import { defineRoute } from "./define.ts";

/** Reports of bots, users, messages, posts and reviews (docs/product.md#report), and the reviewers' side. */
export const reportRoutes = {
  reasons: defineRoute({
    method: "GET",
    path: "/report/reasons",
    access: "public",
    tag: "reports",
    summary: "The reasons a report may give: a code to send and an English label",
    result: z.array(ReportReason),
  }),
  add: defineRoute({
    method: "POST",
    path: "/report/add",
    access: "user",
    tag: "reports",
    summary:
      "Report a bot, user, message, post or review with a reason, optional details (reason other: required) " +
      "and an optional picture uploaded here; reporting the same target again while open makes no new report",
    body: AddReportRequest,
    result: ReportReceipt,
  }),
  list: defineRoute({
    method: "GET",
    path: "/report/list",
    access: "reviewer",
    tag: "reports",
    summary: "Reviewers: reports by status (open: oldest first; closed: newest first)",
    query: ListReportsQuery,
    result: ReportPage,
  }),
  resolve: defineRoute({
    method: "POST",
    path: "/report/resolve",
    access: "reviewer",
    tag: "reports",
    summary: "Reviewers: close an open report as resolved or dismissed",
    body: ResolveReportRequest,
    result: ReportItem,
  }),
} as const;
