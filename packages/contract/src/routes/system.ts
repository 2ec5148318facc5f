import { z } from "zod";
import { ConfigKeyQuery, OutboxMessage, OutboxQuery, PublicConfigValue } from "../system.ts";
import { defineRoute } from "./define.ts";

/** Public configuration values, and the dev outbox of development servers. */
export const systemRoutes = {
  configValue: defineRoute({
    method: "GET",
    path: "/config/getConfigByKey",
    access: "public",
    tag: "system",
    summary:
      "A public configuration value: ACCOUNT_CANCELLATION → { delay_time } in days; CODE_DELIVERY → { dev_outbox }",
    query: ConfigKeyQuery,
    result: PublicConfigValue,
  }),
  devOutbox: defineRoute({
    method: "GET",
    path: "/dev/outbox",
    access: "public",
    tag: "dev",
    summary: "Latest messages of the dev outbox (outside production, from the server's own machine only)",
    query: OutboxQuery,
    result: z.array(OutboxMessage),
    hidden: true,
  }),
} as const;
