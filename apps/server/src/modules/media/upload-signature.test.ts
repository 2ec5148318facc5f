import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, testConfig } from "../../../test/harness.ts";
import { putUpload, signUpload, stillImage } from "../../../test/uploads.ts";
import { cryptoRandom } from "../../context.ts";
import {
  SECRET_FILE_NAME,
  signatureMatches,
  type UploadGrant,
  uploadSignature,
  uploadSigningSecret,
} from "./upload-signature.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fable-secret-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const grant: UploadGrant = {
  key: `avatars/${"a".repeat(32)}.webp`,
  expires: 1_700_000_000,
  maxBytes: 1000,
  purpose: "avatar",
  userId: 7,
};

describe("the upload signing secret", () => {
  it("uses UPLOAD_SIGNING_SECRET when it is set", async () => {
    const config = testConfig({ UPLOAD_SIGNING_SECRET: "x".repeat(32), DATA_DIR: dataDir });
    expect((await uploadSigningSecret(config, cryptoRandom)).toString()).toBe("x".repeat(32));
  });

  it("refuses a short UPLOAD_SIGNING_SECRET, naming the variable", () => {
    expect(() => testConfig({ UPLOAD_SIGNING_SECRET: "short" })).toThrow(
      /UPLOAD_SIGNING_SECRET: must be at least 32/,
    );
  });

  it("otherwise makes one in DATA_DIR, private to the server, and keeps it", async () => {
    const directory = path.join(dataDir, "fresh");
    const first = await uploadSigningSecret(testConfig({ DATA_DIR: directory }), cryptoRandom);
    const file = path.join(directory, SECRET_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first.toString());
    // Another process (a new config) on the same DATA_DIR reads the same secret.
    const second = await uploadSigningSecret(testConfig({ DATA_DIR: directory }), cryptoRandom);
    expect(second.equals(first)).toBe(true);
  });

  it("settles on one secret when several processes start together", async () => {
    const directory = path.join(dataDir, "race");
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => uploadSigningSecret(testConfig({ DATA_DIR: directory }), cryptoRandom)),
    );
    expect(new Set(secrets.map(String)).size).toBe(1);
  });

  it("stops with a clear message when the file holds no usable secret", async () => {
    const directory = path.join(dataDir, "broken");
    await uploadSigningSecret(testConfig({ DATA_DIR: directory }), cryptoRandom);
    await writeFile(path.join(directory, SECRET_FILE_NAME), "short\n");
    await expect(uploadSigningSecret(testConfig({ DATA_DIR: directory }), cryptoRandom)).rejects.toThrow(
      /delete it to make a new one/,
    );
  });
});

describe("upload signatures", () => {
  const secret = Buffer.from("k".repeat(40));

  it("match only the grant they were made for", () => {
    const signature = uploadSignature(secret, grant);
    expect(signatureMatches(secret, grant, signature)).toBe(true);
    expect(signatureMatches(Buffer.from("j".repeat(40)), grant, signature)).toBe(false);
    for (const changed of [
      { ...grant, key: `images/${"a".repeat(32)}.webp` },
      { ...grant, expires: grant.expires + 1 },
      { ...grant, maxBytes: grant.maxBytes + 1 },
      { ...grant, purpose: "image" as const },
      { ...grant, userId: 8 },
    ]) {
      expect(signatureMatches(secret, changed, signature)).toBe(false);
    }
    expect(signatureMatches(secret, grant, signature.slice(0, 10))).toBe(false);
  });
});

describe("two servers sharing DATA_DIR", () => {
  it("accept each other's links across a restart", async () => {
    const shared = path.join(dataDir, "shared");
    const signer = await createTestApp({ env: { DATA_DIR: shared } });
    const { token } = await buildSession(signer.database.db);
    const png = await stillImage(500, 500);
    const signed = await signUpload(signer.app, token, { size: png.length });
    await signer.close();
    const receiver = await createTestApp({ env: { DATA_DIR: shared } });
    try {
      const uploaded = await putUpload(receiver.app, signed.result.url, png);
      expect(uploaded.code).toBe(0);
    } finally {
      await receiver.close();
    }
  });
});
