// The joybook module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { joybookRoutes } from "./joybook.routes.ts";
export { botListed, botUnavailable } from "./post-access.ts";
