import type { AdWebShow, HouseAd, RewardedAdsFrontConfig } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { verbatim } from "../../i18n/server-message.ts";
import { accountPlan } from "../plans/index.ts";
import { adSettings } from "./ads-file.ts";

/** Whether the caller sees no ads: a signed-in member (entitlements.noAds). Visitors see ads. */
export async function seesNoAds(ctx: ServiceContext): Promise<boolean> {
  if (ctx.userId === null) return false;
  return (await accountPlan(ctx, ctx.userId)).entitlements.noAds;
}

/** GET /ad/list: the operator's house ads, highest sort first; none for members or without ADS_FILE. */
export async function houseAdList(ctx: ServiceContext): Promise<HouseAd[]> {
  const { houseAds } = adSettings(ctx.config);
  if (houseAds.length === 0 || (await seesNoAds(ctx))) return [];
  return houseAds;
}

/**
 * GET /config/getConfigStringByKey: the ads settings the web app reads by key, answering an unknown
 * key as /config/getConfigByKey does. AD_WEB_SHOW is off for members and without a network.
 */
export async function publicConfigString(
  ctx: ServiceContext,
  key: string,
): Promise<AdWebShow | RewardedAdsFrontConfig> {
  const settings = adSettings(ctx.config);
  switch (key) {
    case "AD_WEB_SHOW": {
      const { network } = settings;
      if (!network || (await seesNoAds(ctx))) return { show: false, scriptUrl: null, slots: [] };
      return { show: true, scriptUrl: network.scriptUrl, slots: network.slots };
    }
    case "REWARDED_ADS_FRONT_CONFIG":
      return settings.rewarded;
    default:
      throw AppError.notFound(verbatim(`No configuration key ${key}`));
  }
}
