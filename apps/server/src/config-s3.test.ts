import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("S3 configuration", () => {
  const keys = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };

  it("needs both keys with a bucket, naming each missing one", () => {
    expect(() => loadConfig({ S3_BUCKET: "fable" })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: "fable" })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_BUCKET is set; S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => loadConfig({ S3_BUCKET: "fable", S3_ACCESS_KEY_ID: "id" })).toThrow(/S3_SECRET_ACCESS_KEY:/);
  });

  it("refuses S3 settings without a bucket, and bad values", () => {
    expect(() => loadConfig(keys)).toThrow(
      /S3_BUCKET: is required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/,
    );
    expect(() => loadConfig({ ...keys, S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET:/);
    expect(() => loadConfig({ ...keys, S3_BUCKET: "fable", S3_ENDPOINT: "minio" })).toThrow(/S3_ENDPOINT:/);
    expect(() => loadConfig({ ...keys, S3_BUCKET: "fable", S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_FORCE_PATH_STYLE:/,
    );
  });

  it("derives the public URL path-style from the endpoint, or AWS's regional one, unless given", () => {
    const withBucket = { ...keys, S3_BUCKET: "fable" };
    expect(loadConfig(withBucket).S3_PUBLIC_URL).toBe("https://s3.us-east-1.amazonaws.com/fable");
    expect(loadConfig({ ...withBucket, S3_REGION: "eu-west-3" }).S3_PUBLIC_URL).toBe(
      "https://s3.eu-west-3.amazonaws.com/fable",
    );
    expect(loadConfig({ ...withBucket, S3_ENDPOINT: "http://minio:9000/" }).S3_PUBLIC_URL).toBe(
      "http://minio:9000/fable",
    );
    expect(loadConfig({ ...withBucket, S3_PUBLIC_URL: "https://cdn.example/pictures/" }).S3_PUBLIC_URL).toBe(
      "https://cdn.example/pictures",
    );
    expect(loadConfig({}).S3_PUBLIC_URL).toBeUndefined();
  });
});
