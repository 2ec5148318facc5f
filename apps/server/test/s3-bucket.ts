import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's built-in account. */
export const S3_ACCESS_KEY_ID = "S3RVER";
export const S3_SECRET_ACCESS_KEY = "S3RVER";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: Buffer | string, text: string) => createHmac("sha256", key).update(text).digest();
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

interface Signed {
  signature: string;
  credential: string;
  date: string;
  signedHeaders: string;
  payloadHash: string;
}

/** What a request's Authorization header or pre-signed query claims, or null for an unsigned request. */
function signedParts(url: URL, header: (name: string) => string): Signed | null {
  const query = url.searchParams;
  if (query.has("X-Amz-Signature")) {
    return {
      signature: query.get("X-Amz-Signature") ?? "",
      credential: query.get("X-Amz-Credential") ?? "",
      date: query.get("X-Amz-Date") ?? "",
      signedHeaders: query.get("X-Amz-SignedHeaders") ?? "",
      payloadHash: "UNSIGNED-PAYLOAD",
    };
  }
  const authorization =
    /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      header("authorization"),
    );
  if (!authorization) return null;
  return {
    credential: authorization[1]!,
    signedHeaders: authorization[2]!,
    signature: authorization[3]!,
    date: header("x-amz-date"),
    payloadHash: header("x-amz-content-sha256"),
  };
}

/**
 * AWS Signature Version 4, checked independently of the SDK that signed: s3rver checks only the
 * access key of V4 requests, so without this a tampered pre-signed URL would be accepted.
 */
export function signatureValid(method: string, rawUrl: string, header: (name: string) => string): boolean {
  const url = new URL(rawUrl, "http://bucket.invalid");
  const signed = signedParts(url, header);
  if (!signed) return true;
  const [, dateStamp, region, service, terminator] = signed.credential.split("/");
  if (!dateStamp || !region || !service || terminator !== "aws4_request") return false;
  const canonicalQuery = [...url.searchParams]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join("&");
  const canonicalHeaders = signed.signedHeaders
    .split(";")
    .map((name) => `${name}:${header(name).trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const canonicalRequest = [
    method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signed.signedHeaders,
    signed.payloadHash,
  ].join("\n");
  const scope = [dateStamp, region, service, terminator].join("/");
  const stringToSign = ["AWS4-HMAC-SHA256", signed.date, scope, sha256(canonicalRequest)].join("\n");
  let key = hmac(`AWS4${S3_SECRET_ACCESS_KEY}`, dateStamp);
  for (const part of [region, service, terminator]) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(signed.signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An S3-compatible server in this process on a free port of 127.0.0.1, with one bucket, that
 * refuses requests whose V4 signature does not match (403 SignatureDoesNotMatch, like S3).
 */
export async function startS3Bucket(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), "fable-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift(async (context, next) => {
    if (signatureValid(context.method, context.req.url ?? "/", (name) => context.get(name))) return next();
    context.status = 403;
    context.type = "application/xml";
    context.body = "<Error><Code>SignatureDoesNotMatch</Code></Error>";
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The environment that points the app at this bucket. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
