import { SIGN_IN_CODE_MESSAGES } from '@/domain/account-schemas';
import { ROLE_MESSAGES } from '@/domain/admin-roles';
import { COMMITTEE_MESSAGES } from '@/domain/committee-schemas';
import { ANSWER_MESSAGES } from '@/domain/event-questions';
import { EVENT_NOT_FOUND, EVENT_RULE_MESSAGES } from '@/domain/events';
import { FIELD_MESSAGES } from '@/domain/field-messages';
import { GATE_MESSAGES } from '@/domain/gate';
import { ERROR_TRANSLATIONS } from '@/domain/i18n/error-translations';
import { LIFECYCLE_MESSAGES, MESSAGE_MESSAGES } from '@/domain/lifecycle';
import { MESSAGES } from '@/domain/messages';
import { PEOPLE_IMPORT_MESSAGES } from '@/domain/people-import';
import { MAIL_SUPPRESSION_MESSAGES, PERSON_DATA_MESSAGES } from '@/domain/person-data';
import { QUERY_INBOX_MESSAGES } from '@/domain/query-inbox-schemas';
import { ACCESS_MESSAGES } from '@/server/http/access';
import {
  catalogueEntries,
  ErrorCatalogue,
  type CatalogueEntry,
} from '@/server/http/error-catalogue';
import { HTTP_MESSAGES } from '@/server/http/errors';
import { METRICS_MESSAGES } from '@/server/http/metrics';
import { PROFILE_MESSAGES } from '@/server/modules/accounts/profile';
import { ACCOUNT_MESSAGES } from '@/server/modules/accounts/service';
import { CHECK_IN_MESSAGES } from '@/server/modules/checkins/service';
import { REFUND_MESSAGES } from '@/server/modules/payments/refunds';
import { PAYMENT_MESSAGES } from '@/server/modules/payments/service';
import { WEBHOOK_MESSAGES } from '@/server/modules/payments/webhook';
import { ADMIN_REGISTRATION_MESSAGES } from '@/server/modules/registrations/admin-service';
import { REGISTRATION_MESSAGES } from '@/server/modules/registrations/service';

const RUPEES = String.raw`₹[\d,]+`;

/**
 * Every message a person may read, under its stable code (decision record 24): a constant's key
 * gives the code (`REGISTRATION_MESSAGES.full` is `registration.full`), so a code changes only
 * when its key is renamed. Where two constants hold the same English, the first one here names
 * it. Hindi and Marathi are in `src/domain/i18n/errors.hi.ts` and `errors.mr.ts`.
 */
export const ERROR_CATALOGUE_ENTRIES: readonly CatalogueEntry[] = [
  ...catalogueEntries('field', FIELD_MESSAGES),
  ...catalogueEntries('registration', REGISTRATION_MESSAGES),
  ...catalogueEntries('answer', ANSWER_MESSAGES),
  ...catalogueEntries('admin-registration', ADMIN_REGISTRATION_MESSAGES, {
    hasMoney: new RegExp(
      String.raw`^This registration has (?<a0>${RUPEES}) paid on it\. Refund it first \(Payments tab\), or erase the person to keep the books\.$`,
    ),
    personHasMoney: new RegExp(
      String.raw`^This person has (?<a0>${RUPEES}) paid on their registrations\. Refund it first \(Payments tab\), or erase the person instead: erasing keeps what the books need\.$`,
    ),
    userUpdated: /^Updated (?<a0>\d+) registrations?\.$/,
    userDeleted: /^Deleted (?<a0>\d+) registrations?\.$/,
  }),
  ...catalogueEntries('check-in', CHECK_IN_MESSAGES, {
    already: /^Already checked in at (?<a0>.+?) by (?<a1>.+?)(?: \((?<a2>.+)\))?\.$/,
  }),
  ...catalogueEntries('payment', PAYMENT_MESSAGES),
  ...catalogueEntries('refund', REFUND_MESSAGES, {
    tooMuch: new RegExp(
      String.raw`^(?:At most (?<a0>${RUPEES}) of this payment can still be refunded|Nothing of this payment is left to refund)\.$`,
    ),
  }),
  ...catalogueEntries('webhook', WEBHOOK_MESSAGES),
  ...catalogueEntries('account', ACCOUNT_MESSAGES, {
    wrongCode: /^That code is not right\. You have (?<a0>\d+) (?:try|tries) left\.$/,
  }),
  ...catalogueEntries('profile', PROFILE_MESSAGES),
  ...catalogueEntries('access', ACCESS_MESSAGES),
  ...catalogueEntries('role', ROLE_MESSAGES, {
    notAllowed: /^Your role \((?<a0>[^)]+)\) cannot do this\. Ask an owner if you need it\.$/,
    pageNotAllowed:
      /^Your role \((?<a0>[^)]+)\) cannot use (?<a1>.+?)\. Owners and managers can; ask an owner if you need it\.$/,
  }),
  ...catalogueEntries('committee', COMMITTEE_MESSAGES),
  ...catalogueEntries('sign-in-code', SIGN_IN_CODE_MESSAGES),
  ...catalogueEntries('gate', GATE_MESSAGES, {
    otherEvent: /^This ticket is for (?<a0>.+?)(?: on (?<a1>.+?))?, not for this event\.$/,
    already: /^Already in(?: \((?<a0>.+)\))?\.$/,
  }),
  ...catalogueEntries('lifecycle', LIFECYCLE_MESSAGES),
  ...catalogueEntries('event-message', MESSAGE_MESSAGES),
  ...catalogueEntries('event-rule', EVENT_RULE_MESSAGES),
  { code: 'event.not-found', english: EVENT_NOT_FOUND },
  ...catalogueEntries('people-import', PEOPLE_IMPORT_MESSAGES, {
    missingColumns:
      /^The file has no (?<a0>.+?) column\. The first line must name the columns: name, email, and any of phone, hostel, room, gender\.$/,
    imported: /^(?<a0>\d+) imported(?:, (?<a1>\d+) already done before)?\.$/,
  }),
  ...catalogueEntries('person-data', PERSON_DATA_MESSAGES),
  ...catalogueEntries('mail-suppression', MAIL_SUPPRESSION_MESSAGES),
  ...catalogueEntries('query-inbox', QUERY_INBOX_MESSAGES, {
    statusSaved: /^Query marked (?<a0>answered|new)\.$/,
  }),
  ...catalogueEntries('metrics', METRICS_MESSAGES),
  ...catalogueEntries('request', HTTP_MESSAGES),
  ...catalogueEntries('message', MESSAGES),
];

/** The catalogue the app's error handler answers with. */
export const ERROR_CATALOGUE = new ErrorCatalogue(ERROR_CATALOGUE_ENTRIES, ERROR_TRANSLATIONS);
