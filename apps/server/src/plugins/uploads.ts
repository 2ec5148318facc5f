import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { contextOf } from "../context.ts";
import type { UploadGrant } from "../modules/media/index.ts";
import { checkUploadLink, MAX_IMAGE_BYTES, receiveUpload, UploadRefused } from "../modules/media/index.ts";
import { ok } from "./envelope.ts";

/** Room above the image limit so a file of exactly 10 MB is read whole and judged by the service. */
const BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * PUT /uploads/{folder}/{name}.webp: the local stand-in for a bucket's pre-signed PUT. Its own
 * scope, so raw bodies of any type are accepted here and nowhere else.
 */
export async function registerUploads(app: FastifyInstance) {
  await app.register(async (scope) => {
    const grants = new WeakMap<FastifyRequest, UploadGrant>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Fastify's own "body too large" gets the spec's message; what a scope's handler throws goes on
    // to the app's envelope handler.
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
        throw new UploadRefused(413, "CharacterMessages.imageTooLarge");
      throw error;
    });

    scope.put<{ Params: { "*": string } }>(
      "/uploads/*",
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ["media"],
          summary:
            "Upload one image to a link from POST /api/aws/s3/sign (raw body); answers the stored webp's URL",
        },
        // The link is checked before the body is read, so a bad one costs no upload.
        onRequest: async (request) => {
          const grant = await checkUploadLink(contextOf(request), request.params["*"], request.query);
          const declared = Number(request.headers["content-length"]);
          if (declared > MAX_IMAGE_BYTES) throw new UploadRefused(413, "CharacterMessages.imageTooLarge");
          if (declared > grant.maxBytes) throw new UploadRefused(413, "CharacterMessages.uploadInvalid");
          grants.set(request, grant);
        },
      },
      async (request) => {
        const grant = grants.get(request);
        if (!grant) throw new UploadRefused(403, "CharacterMessages.uploadInvalid");
        const body = request.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        return ok(await receiveUpload(contextOf(request), grant, bytes));
      },
    );
  });
}
