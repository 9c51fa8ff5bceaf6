import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-schemas';
import { numberInput } from './numbers';

/**
 * Every action the audit log records, with the words the Activity tab shows. A new admin write
 * adds its action here (the audit helper only takes these).
 */
export const AUDIT_ACTION_LABELS = {
  'event.create': 'Created an event',
  'event.update': 'Changed an event',
  'event.delete': 'Deleted an event',
  'event.duplicate': 'Duplicated an event',
  'registration.create': 'Added a registration',
  'registration.update': 'Changed a registration',
  'registration.delete': 'Deleted a registration',
  'checkin.create': 'Checked someone in',
  'gate-pass.create': 'Created a gate pass',
  'gate-pass.revoke': 'Revoked a gate pass',
  'gate.scans': 'Sent scans from the gate',
  'message.send': 'Wrote to registrants',
  'message.cancel': 'Cancelled a scheduled message',
  'people.import': 'Imported people from a spreadsheet',
  'person.update': 'Changed a person',
  'person.delete': 'Deleted a person',
  'person.export': "Exported a person's data",
  'person.erase': "Erased a person's data",
  'about.update': 'Changed the About text',
  'about-section.update': 'Changed an About section',
  'image.upload': 'Uploaded a picture',
  'query.reply': 'Replied to a query',
  'query.status': 'Marked a query',
  'payment.apply': 'Received a payment',
  'payment.return': 'Refunded a payment it could not apply',
  'payment.refund': 'Refunded a payment',
  'payment.receipt-download': 'Downloaded a receipt',
  'payment.reconcile': 'Checked payments with Razorpay',
  'admin.configured': 'Set up the configured admin',
  'admin.invite': 'Invited an admin',
  'admin.invitation-resend': 'Sent an invitation again',
  'admin.invitation-accept': 'Accepted an invitation',
  'admin.update': 'Changed an admin',
  'admin.password-change': 'Changed their password',
  'admin.two-factor-setup': 'Began setting up two-factor sign-in',
  'admin.two-factor-on': 'Turned on two-factor sign-in',
  'admin.two-factor-off': 'Turned off two-factor sign-in',
  'admin.two-factor-recovery-codes': 'Made new recovery codes',
  'admin.two-factor-reset': "Reset an admin's two-factor sign-in",
  'admin.sign-out-everywhere': 'Signed out everywhere',
  'admin.sign-in': 'Signed in',
  'admin.sign-in-recovery-code': 'Signed in with a recovery code',
  'admin.sign-in-failed': 'Failed to sign in',
  'settings.update': 'Changed the settings',
  'export.registrations': 'Exported registrations',
  'export.users': 'Exported users',
  'export.donations': 'Exported donations',
  'export.queries': 'Exported queries',
  'export.payments': 'Exported payments',
  'export.form-10bd': 'Exported Form 10BD',
  'export.audit': 'Exported the activity log',
  'export.attendance': 'Printed an attendance sheet',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const auditActionLabel = (action: string): string =>
  action in AUDIT_ACTION_LABELS ? AUDIT_ACTION_LABELS[action as AuditAction] : action;

const day = z.iso.date('Dates are YYYY-MM-DD.');

/** The Activity tab's filters: `GET /api/admins/audit` and its CSV take the same. */
export const auditFilterSchema = z.object({
  admin: z.uuid('admin must be an admin id.').optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'This is not an action the log records.' }).optional(),
  /** A record's type (`event`), or type and id (`event:6f1c…`), or an id alone. */
  record: z.string().trim().max(200).optional(),
  /** Days in the site's time zone, both included. */
  from: day.optional(),
  to: day.optional(),
});

export const auditQuerySchema = auditFilterSchema.extend({
  page: numberInput(z.number().int().min(1)).default(1),
  pageSize: numberInput(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(50),
});

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  adminId: z.string().nullable(),
  adminUsername: z.string(),
  address: z.string().nullable(),
  action: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  /** Who or what the record is, in words ("Kiran Pawar, Chess Open"), read when listed. */
  subject: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

export const auditEntryListSchema = z.array(auditEntrySchema);

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditFilter = z.input<typeof auditFilterSchema>;
