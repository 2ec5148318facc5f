import { LIMITS, type VisitSource } from "@fable/contract";

const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
const FIELD_MAX = 100;

/**
 * Where a visit came from (docs/product.md#tracking): the share link's `ref` and the utm fields of
 * the address, and the referring page cut to 200 characters. Empty fields are left out;
 * a referrer on this same site is no source.
 */
export function visitSource(href: string, referrer: string): VisitSource {
  const url = new URL(href);
  const source: VisitSource = {};
  for (const field of ["ref", ...UTM_FIELDS] as const) {
    const value = url.searchParams.get(field)?.trim();
    if (value) source[field] = value.slice(0, FIELD_MAX);
  }
  if (referrer && !sameSite(referrer, url)) source.referrer = referrer.slice(0, LIMITS.referrerMax);
  return source;
}

function sameSite(referrer: string, url: URL): boolean {
  try {
    return new URL(referrer).origin === url.origin;
  } catch {
    return false;
  }
}
