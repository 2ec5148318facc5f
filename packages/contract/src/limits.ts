/** Constants of docs/product.md#limits shared by server and web. */
export const LIMITS = {
  accountRemovalDelayDays: 14,
  cookieDays: 7,
  resendSeconds: 60,
  verificationCodeLength: 6,
  passwordMin: 6,
  passwordMax: 20,
  toastMs: 3000,
  toastMaxVisible: 3,
  categoryPageSize: 20,
  /** Tracking events the web app sends in one request (it batches them every second). */
  trackingBatch: 100,
  trackingBatchMs: 1000,
  referrerMax: 200,
  novelPageSize: 50,
  integerMax: 2_147_483_647,
  requestTimeoutMs: 5 * 60 * 1000,
  forcedLogoutThrottleMs: 2000,
  sidebarWidth: 234,
  sidebarCollapsedWidth: 77,
  headerHeight: 64,
  headerHeightMobile: 48,
  mobileBreakpoint: 768,
  smallBreakpoint: 640,
  wideBreakpoint: 1200,
  /** A user's public name, after trimming. */
  userNameMax: 30,
  characterNameMin: 3,
  characterNameMax: 20,
  greetingMin: 3,
  greetingMax: 500,
  promptMax: 1000,
  leaderboardTop: 50,
} as const;

/**
 * One follow per 2 seconds (docs/product.md#follow-button): the server refuses a second follow or unfollow
 * sooner than this.
 */
export const FOLLOW_THROTTLE_MS = 2000;

/**
 * What any picture upload may be (avatars, report pictures): at most 10 MB, these types
 * (docs/product.md#upload-rules).
 */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Avatars are at least 400 x 400 pixels. */
  avatarMinSide: 400,
  /**
   * Image-pack pictures are at least this on their shorter side: half the shorter side of the
   * smallest pack resolution (1152 x 2048, spec §9), so training never enlarges a picture more than 2x.
   */
  packMinSide: 576,
  /** Pictures one /sm/batchCheckImage call checks (a pack has at most 50). */
  packCheckMax: 50,
  types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
} as const;
