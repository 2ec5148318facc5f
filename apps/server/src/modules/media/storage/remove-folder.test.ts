import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, startS3Bucket } from "../../../../test/s3-bucket.ts";
import type { Config } from "../../../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { diskStorage } from "./local-storage.ts";
import { s3Storage } from "./s3-storage.ts";

const bytes = new Uint8Array([1, 2, 3]);
/** One person's folder, a neighbour whose id starts the same, and the bucket's incoming copy. */
const KEYS = ["voices/5/a.audio", "voices/5/b.audio", "voices/51/c.audio", "incoming/voices/5/d"];

/** Puts KEYS, removes voices/5, and answers which keys are left. */
async function removeFive(storage: FileStorage) {
  for (const key of KEYS) await storage.put(key, bytes, "application/octet-stream");
  await storage.removeFolder("voices/5");
  const left: string[] = [];
  for (const key of KEYS) if (await storage.exists(key)) left.push(key);
  return left;
}

describe("removeFolder", () => {
  let directory: string;
  let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "fable-remove-folder-"));
    bucket = await startS3Bucket("fable-remove-folder");
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
    await bucket.close();
  });

  it("removes every file under the folder on disk, and nothing beside it", async () => {
    const storage = diskStorage({ uploadsDir: directory } as Config);
    expect(await removeFive(storage)).toEqual(["voices/51/c.audio", "incoming/voices/5/d"]);
    // A folder that is not there, or one that is no safe key, is no deletion at all.
    await expect(storage.removeFolder("voices/404")).resolves.toBeUndefined();
    await expect(storage.removeFolder("../voices")).rejects.toThrow("not a folder");
    await expect(storage.removeFolder("")).rejects.toThrow("not a folder");
  });

  it("removes every object under the folder in a bucket, and nothing beside it", async () => {
    const storage = s3Storage({
      bucket: "fable-remove-folder",
      region: "us-east-1",
      endpoint: bucket.endpoint,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
      publicUrl: `${bucket.endpoint}/fable-remove-folder`,
    });
    expect(await removeFive(storage)).toEqual(["voices/51/c.audio", "incoming/voices/5/d"]);
    await storage.removeFolder("incoming/voices/5");
    expect(await storage.exists("incoming/voices/5/d")).toBe(false);
  });
});
