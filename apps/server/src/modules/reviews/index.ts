// The reviews module's front door: users' reviews of bots and the votes on them (docs/architecture.md#modules).
export { reviewsRoutes } from "./reviews.routes.ts";
