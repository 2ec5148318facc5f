import { VOICE_LIMITS } from "@fable/contract";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { contextOf } from "../context.ts";
import type { UploadGrant } from "../modules/media/index.ts";
import {
  checkUploadLink,
  MAX_IMAGE_BYTES,
  maxUploadBytes,
  receiveUpload,
  UploadRefused,
  uploadTooLarge,
} from "../modules/media/index.ts";
import { ok } from "./envelope.ts";

/** Room above a limit so a file of exactly the limit is read whole and judged by the service. */
const BODY_SLACK = 64 * 1024;

/**
 * PUT /uploads/{folder}/{name}.webp: the local stand-in for a bucket's pre-signed PUT. Its own
 * scope, so raw bodies of any type are accepted here and nowhere else.
 */
export async function registerUploads(app: FastifyInstance, pdfMaxBytes: number) {
  // The larger of the two limits; each PUT is held to its own purpose's in onRequest and the service.
  const BODY_LIMIT = Math.max(MAX_IMAGE_BYTES, pdfMaxBytes, VOICE_LIMITS.fileMaxBytes) + BODY_SLACK;
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
            "Upload one image, PDF or voice recording to a link from POST /api/aws/s3/sign (raw body); answers the stored file's URL",
        },
        // The link is checked before the body is read, so a bad one costs no upload.
        onRequest: async (request) => {
          const ctx = contextOf(request);
          const grant = await checkUploadLink(ctx, request.params["*"], request.query);
          const declared = Number(request.headers["content-length"]);
          if (declared > maxUploadBytes(ctx, grant.purpose)) {
            throw new UploadRefused(413, uploadTooLarge(ctx, grant.purpose));
          }
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
