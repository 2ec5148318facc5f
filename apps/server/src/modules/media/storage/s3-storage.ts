import { lazyModule } from "../../../lazy-module.ts";
import { assertSafeFolder, type BucketStorage, keyUnder } from "./file-storage.ts";

/** The AWS SDK loads only when a bucket is configured. */
const s3 = lazyModule<typeof import("@aws-sdk/client-s3")>("@aws-sdk/client-s3");
const presigner = lazyModule<typeof import("@aws-sdk/s3-request-presigner")>("@aws-sdk/s3-request-presigner");

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where browsers read objects: a CDN or the bucket's public address. */
  publicUrl: string;
}

/** Every stored name is random and never rewritten, so browsers and CDNs may keep objects forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A key the probe presigns to learn how the SDK addresses objects (host or path style, endpoint). */
const PROBE_KEY = "probe";

function notFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === "NotFound" || name === "NoSuchKey";
}

export function s3Storage(settings: S3Settings): BucketStorage {
  const { bucket } = settings;
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = s3();
  const { getSignedUrl } = presigner();
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Newer SDKs add a CRC32 checksum to every PUT, and to a pre-signed PUT the checksum of an empty
    // body, which the bucket then refuses the real file for. MinIO, R2 … do not all know the header.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  // Pre-signing is local work (no request), so this learns the address of objects for any provider.
  let uploadBase: Promise<string> | undefined;
  const presignedBase = () => {
    uploadBase ??= getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: PROBE_KEY }), {
      expiresIn: 60,
    }).then((url) => url.split("?")[0]!.slice(0, -(PROBE_KEY.length + 1)));
    return uploadBase;
  };

  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    size,
    exists: async (key) => (await size(key)) !== null,
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async removeFolder(folder) {
      assertSafeFolder(folder);
      // One delete per object: the folders removed are one person's few files, and not every
      // S3-compatible store takes the batch delete.
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    urlOf: (key) => `${settings.publicUrl}/${key}`,
    keyOf: (url) => keyUnder(settings.publicUrl, url),
    presignPut(key, put) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: put.contentType,
        ContentLength: put.size,
      });
      return getSignedUrl(client, command, {
        expiresIn: put.expiresInSeconds,
        signingDate: put.signedAt,
        // The presigner leaves the type unsigned by default; signed, the bucket stores only what was
        // declared, and the length pins the size the sign request was allowed for.
        signableHeaders: new Set(["content-type", "content-length"]),
      });
    },
    async presignedKeyOf(url) {
      return keyUnder(await presignedBase(), url);
    },
    presignedBase,
  };
}
