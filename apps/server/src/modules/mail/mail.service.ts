import { desc } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { lazyModule } from "../../lazy-module.ts";

/** Only instances that send mail over SMTP load the mail library. */
const nodemailer = lazyModule<typeof import("nodemailer")>("nodemailer");

import type { ServiceContext } from "../../context.ts";
import { outboxMessages } from "./mail.schema.ts";

export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
  /** The verification code inside, kept apart so the dev outbox can show it. */
  code?: string;
}

/** Where a browser on the server's own machine reads the dev outbox (the only place it answers). */
export function localOutboxUrl(config: { PORT: number }) {
  return `http://localhost:${config.PORT}/dev/outbox`;
}

/** One SMTP transport per URL, created on first use and reused (it pools connections). */
const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer().createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends an email over SMTP when SMTP_URL is set. Outside production every message, email or SMS,
 * also lands in the dev outbox (table + /api/dev/outbox), which is how developers and tests read codes
 * without a mail server; SMS has no provider yet, so the outbox is its only channel.
 */
export async function deliver(ctx: ServiceContext, message: OutgoingMessage, log?: (line: string) => void) {
  if (message.channel === "email" && ctx.config.SMTP_URL) {
    await smtpTransport(ctx.config.SMTP_URL).sendMail({
      from: ctx.config.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
  if (ctx.config.devOutbox) {
    await ctx.db
      .insert(outboxMessages)
      .values({ ...message, code: message.code ?? null, createdAt: ctx.clock.now() });
    // Says where the message is, never what it holds: a code in a log is readable by whoever reads
    // logs (a shared terminal, a log collector), and it is all an account takeover needs.
    log?.(`dev outbox: ${message.channel} to ${message.to} stored at ${localOutboxUrl(ctx.config)}`);
  }
}

/** The newest messages of the dev outbox. */
export async function listOutbox(ctx: ServiceContext, limit: number) {
  const rows = await ctx.db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map(({ id: _id, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
