import { randomBytes } from 'node:crypto';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: the prefix (`order_`, `pay_`, `rfnd_` or none), then 14 alphanumerics. */
export function razorpayId(prefix = ''): string {
  return prefix + Array.from(randomBytes(14), (byte) => ALPHANUMERICS[byte % 62]).join('');
}

/** Razorpay's times are whole Unix seconds. */
export const unixSeconds = (time: Date) => Math.floor(time.getTime() / 1000);
