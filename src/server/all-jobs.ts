import type { AppContext } from './context';
import type { AnyJob } from './jobs/definition';
import { MESSAGE_JOBS } from './modules/messages/service';
import { PAYMENT_JOBS } from './modules/payments/jobs';
import { invitationMail } from './modules/people/import';
import { PLACE_MAIL_JOBS } from './modules/places/mail-jobs';
import { PLACE_JOBS } from './modules/places/places';
import { reminderSweep } from './modules/places/reminders';

/**
 * Every kind of background job the app runs, registered on its worker in one place (app.ts),
 * each defined beside the code it calls (`defineJob`: kind, payload schema, pacing, handler,
 * give-up). A kind missing here is a job no worker runs: `all-jobs.test.ts` fails on one.
 */
export const ALL_JOBS: readonly AnyJob<AppContext>[] = [
  ...PLACE_MAIL_JOBS,
  ...PLACE_JOBS,
  reminderSweep,
  ...PAYMENT_JOBS,
  ...MESSAGE_JOBS,
  invitationMail,
];
