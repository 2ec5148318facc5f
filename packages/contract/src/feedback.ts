import { z } from "zod";
import { ChatMessages } from "./chat.ts";
import { LIMITS } from "./limits.ts";

/** Messages of bot reviews and reports that users read (docs/product.md#feedback-rules). */
export const FeedbackMessages = {
  reviewEmpty: "Write your review first",
  reviewTooLong: "Reviews must be at most 1000 characters",
  /** The spec's wording for input the word list flags (docs/product.md#spec-messages). */
  reviewFlagged: ChatMessages.inputFlagged,
  reviewNotFound: "This review no longer exists",
  voteRange: "vote must be 0 (none), 1 (like), 2 (dislike) or 3 (fun)",
  ownReviewVote: "You cannot vote on your own review",
  reportReasonRequired: "Report needs a reason",
  reportReasonUnknown: "Choose one of the listed reasons",
  reportDetailsRequired: "Tell us what is wrong",
  reportDetailsTooLong: "Report details must be at most 1000 characters",
  reportPictureInvalid: "Attach a picture uploaded here, or none",
  reportTargetNotFound: "What you are reporting no longer exists",
  reportNotFound: "This report no longer exists",
  reportClosed: "This report is already closed",
} as const;

/** Review votes (docs/product.md#review). */
export const ReviewVote = { NONE: 0, LIKE: 1, DISLIKE: 2, FUN: 3 } as const;
export type ReviewVoteValue = (typeof ReviewVote)[keyof typeof ReviewVote];

export const REVIEW_MAX_LENGTH = 1000;
export const REPORT_DETAILS_MAX_LENGTH = 1000;
export const REVIEW_PAGE_MAX = 50;
export const REPORT_PAGE_MAX = 50;

const id = (name: string) => z.string().regex(/^\d{1,18}$/, `${name} must be an id`);
/** Ids arrive as strings or numbers from older clients; both mean the same row. */
const idLike = (name: string) =>
  z.union([id(name), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String);
/** A page number or size in a query string; left empty it takes its default. */
const queryNumber = (max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(max).default(fallback),
  );

/** POST /bot/reviews/post: a second post by the same user replaces their review of that bot. */
export const PostReviewRequest = z.object({
  botId: idLike("botId"),
  content: z
    .string()
    .trim()
    .min(1, FeedbackMessages.reviewEmpty)
    .max(REVIEW_MAX_LENGTH, FeedbackMessages.reviewTooLong),
});

export const ReviewSort = z.enum(["newest", "top"]);
export type ReviewSort = z.infer<typeof ReviewSort>;

/** POST /bot/reviews/list. */
export const ListReviewsRequest = z.object({
  botId: idLike("botId"),
  page: z.number().int().min(1).max(LIMITS.integerMax).default(1),
  limit: z.number().int().min(1).max(REVIEW_PAGE_MAX).default(20),
  sort: ReviewSort.default("newest"),
});

export const ReviewVoteCounts = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  funs: z.number().int(),
});
export type ReviewVoteCounts = z.infer<typeof ReviewVoteCounts>;

export const ReviewAuthor = z.object({
  userId: z.string(),
  userSlug: z.string(),
  userName: z.string(),
  avatar: z.string(),
});

/** One review as the bot page's reviews panel shows it to the viewer. */
export const ReviewItem = ReviewVoteCounts.extend({
  id: z.string(),
  botId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: ReviewAuthor,
  /** The viewer's vote: 0 when none or signed out. */
  myVote: z.number().int(),
  /** Written by the viewer. */
  mine: z.boolean(),
  /** The author, or a reviewer/admin, may delete it. */
  canDelete: z.boolean(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const ReviewPage = z.object({
  list: z.array(ReviewItem),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** The viewer's own review of this bot wherever it falls in the order (null: none, or signed out). */
  myReview: ReviewItem.nullable(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

/** POST /bot/reviews/vote: 0 takes the viewer's vote back, any other value replaces it. */
export const VoteReviewRequest = z.object({
  reviewId: idLike("reviewId"),
  vote: z
    .number({ error: FeedbackMessages.voteRange })
    .int(FeedbackMessages.voteRange)
    .min(ReviewVote.NONE, FeedbackMessages.voteRange)
    .max(ReviewVote.FUN, FeedbackMessages.voteRange),
});

export const ReviewVoteResult = ReviewVoteCounts.extend({ reviewId: z.string(), myVote: z.number().int() });
export type ReviewVoteResult = z.infer<typeof ReviewVoteResult>;

/** POST /bot/reviews/deleteReview. */
export const ReviewRef = z.object({ reviewId: idLike("reviewId") });
export const DeletedReview = z.object({ reviewId: z.string() });

/** GET /bot/reviews/getStat?botId=. */
export const ReviewStatQuery = z.object({ botId: id("botId") });
export const ReviewStat = ReviewVoteCounts.extend({ botId: z.string(), reviews: z.number().int() });
export type ReviewStat = z.infer<typeof ReviewStat>;

/**
 * Report reasons (GET /report/reasons). The web translates by code; the English label is the
 * fallback and what the API documents.
 */
export const REPORT_REASONS = [
  { code: "child_safety", label: "Sexual content involving minors" },
  { code: "sexual", label: "Unwanted sexual content" },
  { code: "harassment", label: "Harassment or bullying" },
  { code: "hate", label: "Hate speech" },
  { code: "violence", label: "Violence or threats" },
  { code: "self_harm", label: "Self-harm or suicide" },
  { code: "spam", label: "Spam or scam" },
  { code: "impersonation", label: "Impersonation" },
  { code: "copyright", label: "Copyright infringement" },
  { code: "other", label: "Something else" },
] as const;
export type ReportReasonCode = (typeof REPORT_REASONS)[number]["code"];
/** The reason whose report must say what is wrong: its code alone tells a reviewer nothing. */
export const REPORT_REASON_NEEDING_DETAILS: ReportReasonCode = "other";

const REASON_CODES = REPORT_REASONS.map((reason) => reason.code) as [ReportReasonCode, ...ReportReasonCode[]];

export const ReportReason = z.object({ code: z.enum(REASON_CODES), label: z.string() });

export const ReportTargetType = z.enum(["bot", "user", "message", "post", "review"]);
export type ReportTargetType = z.infer<typeof ReportTargetType>;

/** POST /report/add. */
export const AddReportRequest = z
  .object({
    targetType: ReportTargetType,
    targetId: idLike("targetId"),
    reason: z.enum(REASON_CODES, {
      error: (issue) =>
        typeof issue.input !== "string" || issue.input.trim() === ""
          ? FeedbackMessages.reportReasonRequired
          : FeedbackMessages.reportReasonUnknown,
    }),
    content: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX_LENGTH, FeedbackMessages.reportDetailsTooLong)
      .default(""),
    /** An image uploaded through /aws/s3/sign; empty means none. */
    pictureUrl: z.string().trim().max(2048, FeedbackMessages.reportPictureInvalid).optional(),
  })
  .refine((report) => report.reason !== REPORT_REASON_NEEDING_DETAILS || report.content !== "", {
    path: ["content"],
    message: FeedbackMessages.reportDetailsRequired,
  });

export const ReportStatus = z.enum(["open", "resolved", "dismissed"]);
export type ReportStatus = z.infer<typeof ReportStatus>;

export const ReportReceipt = z.object({
  reportId: z.string(),
  status: ReportStatus,
  /** True when the same user's open report of the same target was found instead of a new one made. */
  alreadyReported: z.boolean(),
});
export type ReportReceipt = z.infer<typeof ReportReceipt>;

/** GET /report/list (reviewers). */
export const ListReportsQuery = z.object({
  status: ReportStatus.default("open"),
  page: queryNumber(LIMITS.integerMax, 1),
  limit: queryNumber(REPORT_PAGE_MAX, 20),
});

/** One report as the reviewers' page shows it. */
export const ReportItem = z.object({
  id: z.string(),
  targetType: ReportTargetType,
  targetId: z.string(),
  /** A line naming the target (bot or user name, message, post title, review): null once it is gone. */
  targetPreview: z.string().nullable(),
  reason: z.string(),
  content: z.string(),
  pictureUrl: z.string().nullable(),
  status: ReportStatus,
  createdAt: z.string(),
  /** Null once the reporter's account is gone. */
  reporter: z.object({ userId: z.string(), userName: z.string() }).nullable(),
});
export type ReportItem = z.infer<typeof ReportItem>;

export const ReportPage = z.object({
  list: z.array(ReportItem),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type ReportPage = z.infer<typeof ReportPage>;

/** POST /report/resolve (reviewers): closes an open report. */
export const ResolveReportRequest = z.object({
  reportId: idLike("reportId"),
  status: z.enum(["resolved", "dismissed"]),
});
