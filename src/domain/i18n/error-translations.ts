import { ERRORS_HI } from './errors.hi';
import { ERRORS_MR } from './errors.mr';

/** Hindi and Marathi for the codes of the message catalogue (decision record 24). */
export const ERROR_TRANSLATIONS = { hi: ERRORS_HI, mr: ERRORS_MR } as const;

/**
 * Codes that stay in English for now: messages only the committee reads, on its dashboard, which
 * issue 31 lets stay English. Every other code must be in Hindi and in Marathi
 * (`src/server/i18n/error-codes.test.ts` fails otherwise).
 */
export const COMMITTEE_ONLY_CODE_PREFIXES = [
  'admin-registration.',
  'committee.',
  'event-message.',
  'event-rule.',
  'metrics.',
  'people-import.',
  'query-inbox.',
  'refund.',
  'role.',
  'sign-in-code.admin-sent',
  'webhook.',
] as const;

export const isCommitteeOnlyCode = (code: string) =>
  COMMITTEE_ONLY_CODE_PREFIXES.some((prefix) => code.startsWith(prefix));
