import { z } from "zod";

export const SystemMessages = {
  configKeyRule: "key must be a configuration key: capital letters, digits and underscores",
  devOutboxThisMachineOnly:
    "The dev outbox can only be read on the machine the server runs on, at localhost and not through a proxy",
} as const;

/** GET /config/getConfigByKey: keys are names like ACCOUNT_CANCELLATION, so an unknown one can be named back safely. */
export const ConfigKeyQuery = z.object({
  key: z.string().regex(/^[A-Z0-9_]{1,64}$/, SystemMessages.configKeyRule),
});

/**
 * GET /config/getConfigByKey?key=CODE_DELIVERY: whether verification codes go to the dev outbox
 * (no mail server, outside production), so the code-entry screen can say where the code is.
 */
export const CodeDelivery = z.object({ dev_outbox: z.boolean() });
export type CodeDelivery = z.infer<typeof CodeDelivery>;

/** GET /config/getConfigByKey?key=ACCOUNT_CANCELLATION: days between a removal request and the removal. */
export const RemovalDelay = z.object({ delay_time: z.number().int() });

/** GET /config/getConfigByKey?key=COST_COIN_LIST: what each paid action costs in credits. */
export const CostList = z.object({ list: z.array(z.object({ key: z.string(), credits: z.number().int() })) });

/** The value of a public configuration key: one of the shapes above, by key. */
export const PublicConfigValue = z.union([RemovalDelay, CodeDelivery, CostList]);
export type PublicConfigValue = z.infer<typeof PublicConfigValue>;

/** GET /dev/outbox: how many of the latest messages to read. */
export const OutboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** One email or SMS the dev outbox stored instead of sending. */
export const OutboxMessage = z.object({
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
