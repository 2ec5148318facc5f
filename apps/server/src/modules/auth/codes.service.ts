import { CodePurpose, type CodePurposeValue, LIMITS, ResponseCode } from "@fable/contract";
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError, CredentialError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { deliver } from "../mail/index.ts";
import { verificationCodes } from "./auth.schema.ts";
import { codeMessage } from "./code-messages.ts";
import { codeDigest, sameDigest } from "./secrets.ts";

const CODE_TTL_MS = 10 * 60 * 1000;
const RESEND_AFTER_MS = LIMITS.resendSeconds * 1000;
const MAX_WRONG_TRIES = 5;
/** Per address per day, and per requesting IP per day, so one caller cannot flood mailboxes. */
const DAILY_CODES_PER_TARGET = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const failed = (id: MessageId) => new AppError(ResponseCode.FAILED, id);

/** A login attempt waiting for its code: what the account gets if nobody verified owns the address. */
export interface PendingAttempt {
  passwordHash: string;
  invitationCode: string | null;
  /** The public name chosen at sign-up, if any. */
  userName: string | null;
}

export type CodeRow = typeof verificationCodes.$inferSelect;

/** Issues a new 6-digit code for the target and sends it; earlier codes for the same purpose stop working. */
export async function sendCode(
  ctx: ServiceContext,
  purpose: CodePurposeValue,
  target: string,
  log?: (line: string) => void,
  attempt?: PendingAttempt,
) {
  const now = ctx.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [latest] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS)
    throw failed("AuthMessages.resendTooSoon");

  const [[byTarget], [byIp]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, dayAgo))),
    ctx.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.requestIp, ctx.ip), gt(verificationCodes.createdAt, dayAgo))),
  ]);
  const perIp = ctx.config.DAILY_CODES_PER_IP;
  if ((byTarget?.n ?? 0) >= DAILY_CODES_PER_TARGET || (perIp > 0 && (byIp?.n ?? 0) >= perIp)) {
    throw failed("AuthMessages.dailyCodeLimit");
  }

  const code = ctx.random.digits(LIMITS.verificationCodeLength);
  await ctx.db.transaction(async (tx) => {
    // Only the newest code counts: an intercepted older one is useless once a new one is sent.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      purpose,
      target,
      codeHash: codeDigest(target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      requestIp: ctx.ip,
      ...attempt,
    });
  });
  const channel = purpose === CodePurpose.PHONE_LOGIN ? "sms" : "email";
  await deliver(ctx, { channel, to: target, code, ...codeMessage(ctx.language, purpose, code) }, log);
}

/**
 * Checks a code. A wrong code counts against the code (5 wrong tries, then a new one is needed);
 * `consume` uses the code up on success, otherwise it stays valid (password reset step 1).
 */
export async function checkCode(
  ctx: ServiceContext,
  purpose: CodePurposeValue,
  target: string,
  code: string,
  options: { consume: boolean },
): Promise<CodeRow> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw new CredentialError("AuthMessages.wrongCode");
  if (row.attempts >= MAX_WRONG_TRIES) throw new CredentialError("AuthMessages.codeTooManyTries");
  if (row.expiresAt <= now) throw new CredentialError("AuthMessages.codeExpired");
  if (!sameDigest(row.codeHash, codeDigest(target, code))) {
    await ctx.db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw new CredentialError(
      row.attempts + 1 >= MAX_WRONG_TRIES ? "AuthMessages.codeTooManyTries" : "AuthMessages.wrongCode",
    );
  }
  if (options.consume) {
    // The condition on consumedAt makes two simultaneous uses of one code succeed only once.
    const used = await ctx.db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new CredentialError("AuthMessages.wrongCode");
  }
  return row;
}
