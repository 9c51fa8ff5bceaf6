/** The product's constants (docs/product-rules.md), defined once for client and server. */

export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What kind of event it is: sports are listed first under the home page's sports heading. */
export const EVENT_CATEGORIES = ['sports', 'festival', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  sports: 'Sports',
  festival: 'Festival',
  other: 'Other',
};

export const REGISTRATION_TYPES = ['individual', 'team'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  individual: 'Individual',
  team: 'Team',
};

/** Gender as the member form sends it (M/F/O), and as admin views show it. */
export const GENDERS = { M: 'Male', F: 'Female', O: 'Other' } as const;
export type GenderCode = keyof typeof GENDERS;
export const GENDER_CODES = Object.keys(GENDERS) as GenderCode[];
export const adminGenderLabel = (code: GenderCode) => GENDERS[code].toLowerCase();

export const PAYMENT_STATUSES = ['Pending', 'Success'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A refund waits for Razorpay's word (pending), then is processed or failed. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A contact-form query is new until an admin replies to it from the dashboard. */
export const QUERY_STATUSES = ['new', 'answered'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

/**
 * Team size counts the registrant. Unless the admin sets an event's own sizes: at least 2, and
 * at most 13 in all for cricket, 2 for any other event. No event may allow more than the limit.
 */
export const CRICKET_TEAM_CAP = 13;
export const DEFAULT_TEAM_CAP = 2;
export const MIN_TEAM_SIZE = 2;
export const TEAM_SIZE_LIMIT = 30;

export const MIN_FEE = 0;

export const ABOUT_EDITOR_ROWS = 10;
export const ABOUT_SECTION_PREVIEW_MEMBERS = 2;

/** Gallery auto-play, in milliseconds, and slides shown per breakpoint. */
export const GALLERY_TIMINGS = { home: 1_000, gc: 1_500, alumni: 2_000 } as const;
