/**
 * Response codes of both specs (docs/product.md#response-codes), defined once.
 * Code 0 is success; everything else is an error the client reacts to by code.
 */
export const ResponseCode = {
  SUCCESS: 0,
  /** Generic business error (docs/product.md#response-codes). */
  FAILED: 1,
  /** Unexpected error (docs/product.md#response-codes). */
  ERROR: -1,
  /** Bad input: the message names the field. */
  INVALID_INPUT: 400,
  /** Signed in, but not allowed (e.g. reviewer-only calls). */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  NEED_LOGIN: 109,
  SINGLE_LOGIN_CONFLICT: 420,
  LOGGED_OUT: 421,
  QUOTA_EXCEEDED: 490,
  /** What was asked for needs a paid plan; the client offers the upgrade (docs/product.md#plans). */
  PLAN_REQUIRED: 470,
  /** The bot is locked behind a rewarded ad for free users; the client offers the ad and the upgrade (docs/product.md#rewarded-ads). */
  ADS_LOCKED: 471,
  /** The user's credits do not cover what they asked for. */
  NOT_ENOUGH_CREDITS: 402,
  /** "Bot unavailable now, try something else" (public posts). */
  BOT_UNAVAILABLE: 2001,
  TIMEOUT: 10042,
  /** The database (or another part the server needs) is away for a moment; the client may retry. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Codes after which the client clears the session and returns to login (docs/product.md#forced-logout). */
export const FORCED_LOGOUT_CODES: readonly number[] = [
  ResponseCode.NEED_LOGIN,
  ResponseCode.SINGLE_LOGIN_CONFLICT,
  ResponseCode.LOGGED_OUT,
];

/** HTTP status the server answers with for each code; unlisted codes answer 200 with the code in the body. */
export const HTTP_STATUS_BY_CODE: Readonly<Record<number, number>> = {
  [ResponseCode.SUCCESS]: 200,
  [ResponseCode.INVALID_INPUT]: 400,
  [ResponseCode.NEED_LOGIN]: 401,
  [ResponseCode.SINGLE_LOGIN_CONFLICT]: 401,
  [ResponseCode.LOGGED_OUT]: 401,
  [ResponseCode.FORBIDDEN]: 403,
  [ResponseCode.NOT_FOUND]: 404,
  [ResponseCode.TOO_MANY_REQUESTS]: 429,
  [ResponseCode.QUOTA_EXCEEDED]: 429,
  [ResponseCode.NOT_ENOUGH_CREDITS]: 402,
  [ResponseCode.PLAN_REQUIRED]: 403,
  [ResponseCode.ADS_LOCKED]: 403,
  [ResponseCode.ERROR]: 500,
  [ResponseCode.TIMEOUT]: 504,
  [ResponseCode.SERVICE_UNAVAILABLE]: 503,
};

/** Messages of failures that belong to no domain (docs/product.md#http-status-messages). */
export const ServerMessages = {
  unavailable: "The service is unavailable, the server is temporarily overloaded or maintained!",
  tooManyConnections: "Too many connections from your address, please try again in a moment",
} as const;
