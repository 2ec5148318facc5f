// The rooms module's front door: group chats with several characters (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { roomsRoutes } from "./rooms.routes.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(roomsRoutes);
