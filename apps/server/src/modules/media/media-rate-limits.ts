import type { RateRule } from "../../plugins/rate-limit.ts";

/** Counts by signed-in user; visitors are skipped here and refused by the route itself. */
export const byUser: RateRule["key"] = (request) =>
  request.session ? String(request.session.userId) : undefined;
