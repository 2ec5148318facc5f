import {
  REPORT_REASONS,
  type ReportItem,
  type ReportPage,
  type ReportReceipt,
  type ReportStatus,
  type ReportTargetType,
  ResponseCode,
} from "@fable/contract";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { lockUntilCommit } from "../../db/advisory-lock.ts";
import { AppError } from "../../errors.ts";
import { canOnReport } from "../../policies/report.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { users } from "../users/users.schema.ts";
import { reportPictureUrl } from "./report-picture.ts";
import { previewKey, reporterSees, targetPreviews } from "./report-targets.ts";
import { reports } from "./reports.schema.ts";

/** GET /report/reasons: codes the web translates, with the English label as fallback. */
export function reportReasons() {
  return REPORT_REASONS.map(({ code, label }) => ({ code, label }));
}

/**
 * POST /report/add. Reporting the same thing again while the first report is still open finds that
 * report instead of queueing a second one: reviewers judge a target once per reporter.
 */
export async function addReport(
  ctx: UserContext,
  input: {
    targetType: ReportTargetType;
    targetId: string;
    reason: string;
    content: string;
    pictureUrl?: string | undefined;
  },
): Promise<ReportReceipt> {
  const reporterId = ctx.userId;
  const target = { type: input.targetType, id: Number(input.targetId) };
  const actor = { userId: reporterId, reviewer: false };
  if (!canOnReport(actor, "file", await reporterSees(ctx, reporterId, target))) {
    throw AppError.notFound("FeedbackMessages.reportTargetNotFound");
  }
  const pictureUrl = await reportPictureUrl(ctx, input.pictureUrl);
  return ctx.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `report:${reporterId}:${target.type}:${target.id}`);
    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.targetType, target.type),
          eq(reports.targetId, target.id),
          eq(reports.status, "open"),
        ),
      )
      .limit(1);
    if (open) return { reportId: String(open.id), status: "open", alreadyReported: true };
    const [created] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType: target.type,
        targetId: target.id,
        reason: input.reason,
        content: input.content,
        pictureUrl,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: reports.id });
    return { reportId: String(created!.id), status: "open", alreadyReported: false };
  });
}

const reportColumns = {
  report: reports,
  reporterName: users.userName,
};

type ReportRow = { report: typeof reports.$inferSelect; reporterName: string | null };

async function toReportItems(ctx: ServiceContext, rows: ReportRow[]): Promise<ReportItem[]> {
  const previews = await targetPreviews(
    ctx,
    rows.map(({ report }) => ({
      targetType: report.targetType as ReportTargetType,
      targetId: report.targetId,
    })),
  );
  return rows.map(({ report, reporterName }) => ({
    id: String(report.id),
    targetType: report.targetType as ReportTargetType,
    targetId: String(report.targetId),
    targetPreview: previews.get(previewKey(report.targetType, report.targetId)) ?? null,
    reason: report.reason,
    content: report.content,
    pictureUrl: report.pictureUrl,
    status: report.status as ReportStatus,
    createdAt: report.createdAt.toISOString(),
    reporter:
      report.reporterId === null || reporterName === null
        ? null
        : { userId: String(report.reporterId), userName: reporterName },
  }));
}

/**
 * GET /report/list (reviewers: the route's access lets only them in). Open reports are a queue,
 * oldest first, like the bot review queue; closed ones are history, newest first.
 */
export async function listReports(
  ctx: UserContext,
  input: { status: ReportStatus; page: number; limit: number },
): Promise<ReportPage> {
  const where = eq(reports.status, input.status);
  const order =
    input.status === "open"
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.createdAt), desc(reports.id)];
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(reportColumns)
      .from(reports)
      .leftJoin(users, eq(users.id, reports.reporterId))
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ total: count() }).from(reports).where(where),
  ]);
  return {
    list: await toReportItems(ctx, rows),
    page: input.page,
    limit: input.limit,
    total: totals?.total ?? 0,
  };
}

/**
 * POST /report/resolve (reviewers, by the route's access): closes an open report; a closed one stays as
 * it was decided.
 */
export async function resolveReport(
  ctx: UserContext,
  input: { reportId: string; status: "resolved" | "dismissed" },
): Promise<ReportItem> {
  const reportId = Number(input.reportId);
  const [closed] = await ctx.db
    .update(reports)
    .set({ status: input.status })
    .where(and(eq(reports.id, reportId), eq(reports.status, "open")))
    .returning({ id: reports.id });
  if (!closed) {
    const [existing] = await ctx.db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId));
    if (!existing) throw AppError.notFound("FeedbackMessages.reportNotFound");
    throw new AppError(ResponseCode.FAILED, "FeedbackMessages.reportClosed");
  }
  const rows = await ctx.db
    .select(reportColumns)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.id, closed.id));
  const [item] = await toReportItems(ctx, rows);
  return item!;
}
