import type { Config } from "../../../config.ts";
import type { DiskStorage, FileStorage } from "./file-storage.ts";
import { diskStorage } from "./local-storage.ts";
import { s3Storage } from "./s3-storage.ts";

// One storage per app (each app has its own Config): the S3 client keeps its connections.
const chosen = new WeakMap<Config, FileStorage>();
const localDisks = new WeakMap<Config, DiskStorage>();

function localDiskOf(config: Config): DiskStorage {
  let disk = localDisks.get(config);
  if (!disk) {
    disk = diskStorage(config);
    localDisks.set(config, disk);
  }
  return disk;
}

/** The bucket when S3_BUCKET is set, local disk otherwise; new files are written here. */
export function storageFor(config: Config): FileStorage {
  let storage = chosen.get(config);
  if (!storage) {
    storage =
      config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY && config.S3_PUBLIC_URL
        ? s3Storage({
            bucket: config.S3_BUCKET,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
            publicUrl: config.S3_PUBLIC_URL,
          })
        : localDiskOf(config);
    chosen.set(config, storage);
  }
  return storage;
}

export interface StoredObject {
  storage: FileStorage;
  key: string;
}

/**
 * The storage and key behind an address this server handed out. With a bucket, /uploads/ addresses
 * still read from local disk: the seed pictures live there, and so do files stored before the
 * bucket was configured.
 */
export function storedObject(config: Config, url: string): StoredObject | null {
  const storage = storageFor(config);
  const key = storage.keyOf(url);
  if (key) return { storage, key };
  if (storage.kind === "local") return null;
  const disk = localDiskOf(config);
  const diskKey = disk.keyOf(url);
  return diskKey ? { storage: disk, key: diskKey } : null;
}
