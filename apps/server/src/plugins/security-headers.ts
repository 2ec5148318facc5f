import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { storageFor } from "../modules/media/index.ts";

/** The web app's OAuth callback pages (and Apple's form_post to them). */
const OAUTH_CALLBACK_PREFIX = "/callback/";

/** Two years, the HSTS preload list's minimum; sent only over TLS, where browsers honour it. */
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** Origins besides our own that pages read stored files from and PUT uploads to (a bucket, PUBLIC_URL). */
export interface ExtraOrigins {
  /** Where stored files are read: pictures, voice clips, and PDFs, which the PDF viewer fetches. */
  files: string[];
  uploads: string[];
}

/**
 * The web app's policy. Scripts only from our own files (the built index.html has no inline
 * script), no plugins, no framing. Styles allow inline: Radix, sonner and the scroll lock insert
 * <style> elements at run time, whose content no hash can predict; style injection cannot run script.
 */
export function contentSecurityPolicy(extra: ExtraOrigins): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `img-src ${list("'self'", "data:", "blob:", ...extra.files)}`,
    `media-src ${list("'self'", "data:", "blob:", ...extra.files)}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...extra.uploads, ...extra.files)}`,
  ].join("; ");
}

const originOf = (url: string) => new URL(url).origin;

/** Where stored files are read from and uploads sent to when that is not this server. */
export async function extraOrigins(config: Config): Promise<ExtraOrigins> {
  const own = config.PUBLIC_URL ? [originOf(config.PUBLIC_URL)] : [];
  const storage = storageFor(config);
  if (storage.kind !== "s3" || !config.S3_PUBLIC_URL) return { files: own, uploads: own };
  return {
    files: [...own, originOf(config.S3_PUBLIC_URL)],
    uploads: [...own, originOf(await storage.presignedBase())],
  };
}

/**
 * Security headers on every response, the error and 404 answers included. The values are built
 * once at start, and one synchronous hook copies them: the home route serves ~20k requests a second.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(await extraOrigins(config)),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    // Not same-origin: sign-in opens the provider in a popup, and its window must stay ours to use.
    "cross-origin-opener-policy": "same-origin-allow-popups",
  };
  // The popup comes back from the provider to /callback/…, which hands the result to its opener: any
  // stricter policy there would put it in a new browsing context group and cut it from the opener.
  const callbackHeaders = { ...headers, "cross-origin-opener-policy": "unsafe-none" };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith(OAUTH_CALLBACK_PREFIX) ? callbackHeaders : headers);
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
    if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    done();
  });
}
