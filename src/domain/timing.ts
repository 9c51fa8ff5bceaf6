/** Timings of SPEC.md section 9, defined once for client and server. */
export const SESSION_TIMEOUT_MS = 10 * 60_000;
export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const OTP_RESEND_COOLDOWN_MS = 30_000;
export const LOGIN_BANNER_MS = 3_000;
export const RESET_REDIRECT_MS = 1_500;
export const ADMIN_LOGIN_REDIRECT_MS = 500;
export const NOTIFICATION_HIDE_MS = 6_000;
