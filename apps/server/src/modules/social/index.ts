// The social module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { followStates } from "./follow-states.ts";
export { socialRoutes } from "./social.routes.ts";
