import Stripe from "stripe";
import type { Config } from "../../config.ts";

const clients = new WeakMap<Config, Stripe>();

/** Where the SDK sends its requests: STRIPE_API_URL (a proxy, the tests' fake) or Stripe's own. */
function apiAddress(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol } as const;
}

/** The installation's Stripe client, made once per configuration; undefined without STRIPE_SECRET_KEY. */
export function stripeOf(config: Config): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      ...apiAddress(config.STRIPE_API_URL),
      // Writes carry idempotency keys, so the SDK's retries of a lost answer never repeat an effect.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "Fable" },
    });
    clients.set(config, client);
  }
  return client;
}

/** stripeOf for code that only runs with Stripe configured. */
export function requireStripe(config: Config): Stripe {
  const client = stripeOf(config);
  if (!client) throw new Error("STRIPE_SECRET_KEY is not set");
  return client;
}

/** The plans panel: where a cancelled checkout and the Billing Portal return to. */
export const plansPageUrl = (config: Config) => `${config.publicUrl}/billing?tab=plans`;

/** The web pages Stripe sends users back to: the payment check of the order, or the plans. */
export const stripeReturnUrls = (config: Config, orderNo: string) => ({
  success: `${config.publicUrl}/?businessId=${encodeURIComponent(orderNo)}&sub=1`,
  cancel: plansPageUrl(config),
});

/** Stripe bills a month or a year: the annual plans yearly. */
export const intervalOf = (vipEnum: string): "year" | "month" =>
  vipEnum.endsWith("_ANNUAL") ? "year" : "month";

/** The product's name on Stripe's pages and receipts. */
export const productNameOf = (vipEnum: string) =>
  `Fable ${vipEnum
    .split("_")
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(" ")}`;
