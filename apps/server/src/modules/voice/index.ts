// The voice module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { voiceRoutesPlugin } from "./voice.routes.ts";

export { forgetVoiceOf, removeVoiceFiles, removeVoiceUploadsOf } from "./pack-removal.ts";
export { cleanUpVoicePacks } from "./voice-cleanup.ts";
export { trainDueVoicePacks } from "./voice-training.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(voiceRoutesPlugin);
