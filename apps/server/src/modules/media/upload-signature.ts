import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Random } from "../../context.ts";
import { hexSignaturesMatch, hmacSignature } from "../../lib/hmac-signature.ts";
import type { UploadPurpose } from "./upload-rules.ts";

/** Where the secret lives when UPLOAD_SIGNING_SECRET is not set. */
export const SECRET_FILE_NAME = "upload-signing-secret";

/** What an upload link grants; the signature covers every field, so none can be changed. */
export interface UploadGrant {
  /** The file under uploads/, e.g. avatars/{32 hex}.webp or pdfs/{user id}/{32 hex}.pdf. */
  key: string;
  /** Unix seconds after which the link is refused. */
  expires: number;
  /** The size the client declared: a larger body is refused. */
  maxBytes: number;
  purpose: UploadPurpose;
  userId: number;
}

const secrets = new WeakMap<Config, Promise<Buffer>>();

/**
 * UPLOAD_SIGNING_SECRET, or a random one kept in DATA_DIR: links signed before a restart, or by
 * another process sharing DATA_DIR, keep working.
 */
export function uploadSigningSecret(config: Config, random: Random): Promise<Buffer> {
  if (config.UPLOAD_SIGNING_SECRET) return Promise.resolve(Buffer.from(config.UPLOAD_SIGNING_SECRET));
  let secret = secrets.get(config);
  if (!secret) {
    secret = persistedSecret(path.join(config.DATA_DIR, SECRET_FILE_NAME), random);
    secrets.set(config, secret);
    // A failure (e.g. an unwritable DATA_DIR) is retried on the next upload instead of remembered.
    secret.catch(() => secrets.delete(config));
  }
  return secret;
}

async function persistedSecret(file: string, random: Random): Promise<Buffer> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside, then hard-linked into place: a link never replaces a file, so when two processes
  // start together one secret wins and both use it, and nobody reads a half-written file.
  const draft = `${file}.${random.bytes(8).toString("hex")}.tmp`;
  await writeFile(draft, random.bytes(32).toString("hex"), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} vanished while it was being created`);
  return secret;
}

async function readSecret(file: string): Promise<Buffer | null> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (text === null) return null;
  const secret = text.trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable secret (32 characters or more); delete it to make a new one`);
  }
  return Buffer.from(secret);
}

export function uploadSignature(secret: Buffer, grant: UploadGrant): string {
  // One field per line; every field is digits or a fixed word, so no value can pose as another.
  return hmacSignature(secret, [
    "PUT",
    `/uploads/${grant.key}`,
    grant.expires,
    grant.maxBytes,
    grant.purpose,
    grant.userId,
  ]);
}

/** The query string of a signed link. */
export function uploadQuery(grant: UploadGrant, signature: string): string {
  return new URLSearchParams({
    expires: String(grant.expires),
    max: String(grant.maxBytes),
    purpose: grant.purpose,
    user: String(grant.userId),
    signature,
  }).toString();
}

const wholeNumber = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,14})$/)
  .transform(Number);

const LinkQuery = z.object({
  expires: wholeNumber,
  max: wholeNumber,
  purpose: z.enum(["avatar", "image", "pdf", "voice"]),
  user: wholeNumber,
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The grant and signature a PUT presents, or null when its query is not a signed link's. */
export function readUploadQuery(
  key: string,
  query: unknown,
): { grant: UploadGrant; signature: string } | null {
  const parsed = LinkQuery.safeParse(query);
  if (!parsed.success) return null;
  const { expires, max, purpose, user, signature } = parsed.data;
  return { grant: { key, expires, maxBytes: max, purpose, userId: user }, signature };
}

export function signatureMatches(secret: Buffer, grant: UploadGrant, signature: string): boolean {
  return hexSignaturesMatch(uploadSignature(secret, grant), signature);
}
