/** Business constants of SPEC.md section 9, defined once. */

export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const REGISTRATION_TYPES = ['individual', 'team'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Gender as the member form sends it (M/F/O), and as admin views show it. */
export const GENDERS = { M: 'Male', F: 'Female', O: 'Other' } as const;
export type GenderCode = keyof typeof GENDERS;
export const GENDER_CODES = Object.keys(GENDERS) as GenderCode[];
export const adminGenderLabel = (code: GenderCode) => GENDERS[code].toLowerCase();

export const PAYMENT_STATUSES = ['Pending', 'Success'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Team size counts the registrant: 13 in all for cricket, 2 for any other event. */
export const CRICKET_TEAM_CAP = 13;
export const DEFAULT_TEAM_CAP = 2;

export const MIN_FEE = 0;
export const CURRENCY_SYMBOL = '₹';

export const ABOUT_EDITOR_ROWS = 10;
export const ABOUT_SECTION_PREVIEW_MEMBERS = 2;

/** Gallery auto-play, in milliseconds, and slides shown per breakpoint. */
export const GALLERY_TIMINGS = { home: 1_000, gc: 1_500, alumni: 2_000 } as const;
