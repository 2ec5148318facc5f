import { mkdir, readFile, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../../config.ts";
import { assertSafeFolder, type DiskStorage, keyUnder } from "./file-storage.ts";

/** No file there: nothing by that name, or a folder where the key expects a file. */
const missing = (error: NodeJS.ErrnoException) =>
  error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR";

/**
 * DATA_DIR/uploads, served by the server at /uploads/. Addresses are relative, so they work from
 * whatever origin users reach the server at; the same address under PUBLIC_URL is read too.
 */
export function diskStorage(config: Config): DiskStorage {
  const fileOf = (key: string) => path.join(config.uploadsDir, key);
  const size = (key: string) =>
    stat(fileOf(key)).then(
      (found) => (found.isFile() ? found.size : null),
      (error: NodeJS.ErrnoException) => {
        if (missing(error)) return null;
        throw error;
      },
    );
  return {
    kind: "local",
    async put(key, bytes) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes);
    },
    async get(key) {
      const bytes = await readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (missing(error)) return null;
        throw error;
      });
      return bytes ? new Uint8Array(bytes) : null;
    },
    size,
    exists: async (key) => (await size(key)) !== null,
    async remove(key) {
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (!missing(error)) throw error;
      });
    },
    async removeFolder(folder) {
      assertSafeFolder(folder);
      await rm(fileOf(folder), { recursive: true, force: true });
    },
    urlOf: (key) => `/uploads/${key}`,
    keyOf(url) {
      const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");
      return keyUnder(absolute ? `${config.publicUrl}/uploads` : "/uploads", url);
    },
  };
}
