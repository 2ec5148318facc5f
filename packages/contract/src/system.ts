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
