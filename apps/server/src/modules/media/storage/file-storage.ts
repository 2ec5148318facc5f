/**
 * Where uploaded and generated pictures live: local disk (DATA_DIR/uploads) or an S3-compatible
 * bucket. The media services talk to this, so they do not care which one is configured.
 */
interface StorageOperations {
  /** Writes one object, replacing any of the same key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** The object's size in bytes, or null when there is none; nothing is downloaded. */
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
  /**
   * Removes every object under a folder (`voices/12`: the keys `voices/12/…`), for files that no row
   * lists, such as uploads never used. A folder that is not there is no error.
   */
  removeFolder(folder: string): Promise<void>;
  /** The address browsers load the object from. */
  urlOf(key: string): string;
  /** The key behind an address urlOf makes, or null for any other address. */
  keyOf(url: string): string | null;
}

export interface PresignedPut {
  contentType: string;
  /** The exact body size: the signature covers it, so the bucket refuses any other. */
  size: number;
  signedAt: Date;
  expiresInSeconds: number;
}

/** DATA_DIR/uploads: browsers PUT to the server's own signed links (plugins/uploads.ts). */
export interface DiskStorage extends StorageOperations {
  readonly kind: "local";
}

/** A bucket: browsers PUT to it directly with a pre-signed address. */
export interface BucketStorage extends StorageOperations {
  readonly kind: "s3";
  presignPut(key: string, put: PresignedPut): Promise<string>;
  /** The key of an address presignPut made (with its query taken off), or null for any other address. */
  presignedKeyOf(url: string): Promise<string | null>;
  /** The address pre-signed PUTs go to, up to the key: browsers upload there (the CSP allows it). */
  presignedBase(): Promise<string>;
}

export type FileStorage = DiskStorage | BucketStorage;

/**
 * Keys are folders and names of letters, digits, `.`, `_` and `-`, and no part starts with a dot:
 * no `..`, no hidden drafts, nothing a URL or a file path would read differently.
 */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** The key under `base` that `url` names, or null when it is not under it or is no safe key. */
export function keyUnder(base: string, url: string): string | null {
  if (!url.startsWith(`${base}/`)) return null;
  const key = url.slice(base.length + 1);
  return SAFE_KEY.test(key) ? key : null;
}

/** A folder removeFolder may be given: a safe key, never the whole store. */
export function assertSafeFolder(folder: string): void {
  if (!SAFE_KEY.test(folder)) throw new Error(`not a folder of the store: ${folder}`);
}
