import type { PublicConfigValue } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { verbatim } from "../../i18n/server-message.ts";

/** GET /config/getConfigByKey: the few configuration values the web app may read, by key. */
export function publicConfigValue(ctx: ServiceContext, key: string): PublicConfigValue {
  switch (key) {
    case "ACCOUNT_CANCELLATION":
      return { delay_time: ctx.config.ACCOUNT_REMOVAL_DELAY_DAYS };
    // Only whether codes are in the dev outbox: nothing about the mail server or anything else.
    case "CODE_DELIVERY":
      return { dev_outbox: ctx.config.devOutbox && !ctx.config.SMTP_URL };
    // What credits are spent on (docs/product.md#credits); members whose plan needs none pay nothing.
    case "COST_COIN_LIST":
      return {
        list: [
          { key: "AVATAR_GENERATION", credits: ctx.config.AVATAR_GENERATION_CREDITS },
          { key: "PICTURE_UNLOCK", credits: ctx.config.PICTURE_UNLOCK_CREDITS },
        ],
      };
    default:
      throw AppError.notFound(verbatim(`No configuration key ${key}`));
  }
}
