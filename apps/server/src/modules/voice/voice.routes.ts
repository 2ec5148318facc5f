import { voiceRoutes } from "@fable/contract/routes/voice";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { deleteImagePack } from "../image-packs/index.ts";
import { byUser } from "../media/index.ts";
import { sendClip } from "./clip-response.ts";
import { speechClip } from "./speech-clips.ts";
import { textToAudio } from "./text-to-audio.service.ts";
import { checkUserRight } from "./training-rights.ts";
import {
  checkVoicePackName,
  createVoicePack,
  deletePack,
  listVoicePacks,
  retrainVoicePack,
} from "./voice-packs.service.ts";
import {
  getBotVoiceSettings,
  listVoiceOptions,
  previewVoice,
  setVoiceAutoPlay,
} from "./voice-settings.service.ts";

/** Reading aloud makes clip rows and, on fetch, runs the engine: a burst per user is plenty. */
const speechLimit = {
  config: { rateLimits: [{ name: "voice-speech-user", limit: 60, windowMs: 60_000, key: byUser }] },
};
/** Creating a pack decodes up to ten recordings. */
const createLimit = {
  config: { rateLimits: [{ name: "voice-pack-create-user", limit: 10, windowMs: 60_000, key: byUser }] },
};

/** Voice (docs/product.md#voice): replies read aloud, auto-play, voice packs and the training right. */
export async function voiceRoutesPlugin(app: FastifyInstance) {
  serve(app, voiceRoutes.textToAudio, (ctx, { body }) => textToAudio(ctx, body), speechLimit);
  serve(app, voiceRoutes.speechClip, async (ctx, { params }, { request, reply }) =>
    sendClip(request, reply, await speechClip(ctx, params.clip)),
  );
  serve(app, voiceRoutes.setVoiceAutoPlay, (ctx, { body }) => setVoiceAutoPlay(ctx, body));
  serve(app, voiceRoutes.getBotVoiceSettings, (ctx, { query }) =>
    getBotVoiceSettings(ctx, Number(query.botId)),
  );
  serve(app, voiceRoutes.listVoiceOptions, (ctx) => listVoiceOptions(ctx));
  serve(app, voiceRoutes.previewVoice, (ctx, { body }) => previewVoice(ctx, body), speechLimit);
  serve(app, voiceRoutes.listVoicePacks, (ctx, { query }) => listVoicePacks(ctx, query));
  serve(app, voiceRoutes.checkVoicePackName, (ctx, { query }) => checkVoicePackName(ctx, query));
  serve(app, voiceRoutes.createVoicePack, (ctx, { body }) => createVoicePack(ctx, body), createLimit);
  serve(app, voiceRoutes.retrainVoicePack, (ctx, { query }) => retrainVoicePack(ctx, query));
  // One route deletes either kind of pack (spec §7 /pack/delete?type=).
  serve(app, voiceRoutes.deletePack, (ctx, { query }) =>
    query.type === "image" ? deleteImagePack(ctx, query) : deletePack(ctx, { id: query.id, type: "voice" }),
  );
  serve(app, voiceRoutes.checkUserRight, (ctx, { query }) => checkUserRight(ctx, query));
}
