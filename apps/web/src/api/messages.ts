/**
 * i18n keys of the messages the request layer shows (docs/product.md#error-display). Kept as data so the
 * mapping is testable without a browser and every key is checked against the catalogs.
 */
export const API_MESSAGE_KEYS = {
  generic: "api.generic",
  loginAgain: "api.loginAgain",
  timeout: "api.timeout",
  network: "api.network",
  contactUs: "api.contactUs",
  upgrade: "api.upgrade",
} as const;

export const HTTP_STATUS_MESSAGE_KEYS: Readonly<Record<number, string>> = {
  401: "api.status.401",
  403: "api.status.403",
  404: "api.status.404",
  405: "api.status.404",
  408: "api.status.408",
  429: "api.status.429",
  500: "api.status.500",
  501: "api.status.501",
  502: "api.status.502",
  503: "api.status.503",
  504: "api.status.504",
  505: "api.status.505",
};

export type Translate = (key: string) => string;

/**
 * The message for a failed HTTP response: 400 carries the server's own message (it names the field);
 * listed statuses use the table; anything else falls back to the server message, then the generic one.
 */
export function httpErrorMessage(status: number, serverMessage: string | undefined, t: Translate): string {
  const fromServer = serverMessage?.trim();
  if (status === 400) return fromServer || t(API_MESSAGE_KEYS.generic);
  const key = HTTP_STATUS_MESSAGE_KEYS[status];
  if (key) return t(key);
  return fromServer || t(API_MESSAGE_KEYS.generic);
}

/** The message for a non-zero envelope code that is not handled specially. */
export function codeErrorMessage(serverMessage: string | undefined, t: Translate): string {
  return serverMessage?.trim() || t(API_MESSAGE_KEYS.generic);
}
