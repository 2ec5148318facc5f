// The novels module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { novelsRoutes } from "./novels.routes.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(novelsRoutes);

export { listStoryBots as listNovels } from "./novel-list.service.ts";
