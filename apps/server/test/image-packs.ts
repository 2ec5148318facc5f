import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { call } from "./accounts.ts";
import { IMAGE_FIXTURES } from "./fixtures.ts";
import { uploadImage } from "./uploads.ts";

/** The real photos of ../shared/fixtures/images (all at least 300 pixels on their shorter side). */
export const PHOTO_FIXTURES = ["astronaut.png", "chelsea.png", "coffee.png", "rocket.jpg"] as const;

export const photoFixture = (name: string) => readFile(path.join(IMAGE_FIXTURES, name));

/** Uploads a picture with purpose "image" the way the browser does; answers its stored address. */
export async function uploadPackPicture(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  contentType = "image/png",
) {
  const put = await uploadImage(app, token, bytes, "image", contentType);
  if (put.code !== 0) throw new Error(`upload failed: ${put.message}`);
  return put.result.url as string;
}

/** Uploads every fixture photo; answers their addresses in PHOTO_FIXTURES order. */
export async function uploadFixturePhotos(app: FastifyInstance, token: string) {
  const urls: string[] = [];
  for (const name of PHOTO_FIXTURES)
    urls.push(
      await uploadPackPicture(
        app,
        token,
        await photoFixture(name),
        name.endsWith(".jpg") ? "image/jpeg" : "image/png",
      ),
    );
  return urls;
}

/** POST /image/pack/create. */
export const createImagePack = (
  app: FastifyInstance,
  token: string,
  body: {
    name: string;
    imageUrls: string[];
    ratio?: string;
    gender?: string;
    style?: string;
    captions?: string[];
  },
) =>
  call(app, "POST", "/api/image/pack/create", {
    token,
    body: { gender: "female", style: "", ratio: "3:4", ...body },
  });

/** GET /image/pack/packDetail. */
export const imagePackDetail = (app: FastifyInstance, token: string, packId: string) =>
  call(app, "GET", `/api/image/pack/packDetail?packId=${packId}`, { token });
