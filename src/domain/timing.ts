/** The product's timings (docs/product-rules.md), defined once for client and server. */

/** A member's session ends after this long without activity (the life of a member's token). */
export const SESSION_TIMEOUT_MS = 10 * 60_000;
/** How long before the end of a session the member is warned. */
export const SESSION_WARNING_MS = 60_000;
/** Activity renews a token once it is this old, and tries at most once per SESSION_RENEW_GAP_MS. */
export const SESSION_RENEW_AFTER_MS = 2 * 60_000;
export const SESSION_RENEW_GAP_MS = 60_000;
export const OTP_RESEND_COOLDOWN_MS = 30_000;
export const LOGIN_BANNER_MS = 3_000;
export const RESET_REDIRECT_MS = 1_500;
export const ADMIN_LOGIN_REDIRECT_MS = 500;
export const NOTIFICATION_HIDE_MS = 6_000;
