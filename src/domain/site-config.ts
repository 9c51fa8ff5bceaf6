import { z } from 'zod';

/** The public settings the client reads from `GET /api/config`. */
export const siteConfigSchema = z.object({
  siteName: z.string(),
  timeZone: z.string(),
  support: z.object({
    name: z.string(),
    role: z.string(),
    phone: z.string(),
  }),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
  /** Present only outside production, once the demo member exists. */
  demoAccount: z.object({ email: z.string(), password: z.string() }).nullable(),
  /** Whether donation receipts are 80G receipts (the trust's TRUST_* settings are set). */
  taxReceipts: z.boolean().default(false),
  /** Whether Pay Now opens Checkout (Razorpay or, outside production, its simulator). */
  paymentsLive: z.boolean(),
  payments: z.object({
    mode: z.enum(['live', 'simulator', 'off']),
    /** The script that defines `window.Razorpay`; empty when payments are off. */
    checkoutScriptUrl: z.string(),
    /** The largest donation taken online, in rupees. */
    donationCeiling: z.number().int(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const SUPPORT_ROLE = 'Hostel Warden';
