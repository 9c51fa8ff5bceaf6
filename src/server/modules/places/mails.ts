import { and, eq, inArray } from 'drizzle-orm';
import { formatDateTime, formatEventWhen } from '@/domain/dates';
import { registrationClosedReason } from '@/domain/events';
import { payRegistrationPage, registrationPage } from '@/domain/lifecycle';
import { formatFee, formatRupees } from '@/domain/money';
import type { AppContext } from '@/server/context';
import { events, payments, people, registrations } from '@/server/db/schema';
import type { MailAttachment } from '@/server/mail/mailer';
import {
  eventReminderMail,
  holdLapsedMail,
  offerReminderMail,
  placeOfferedMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  teamMemberMail,
} from '@/server/mail/templates';
import { notMeUrl } from '@/server/mail/suppressions';
import { receiptFileName, type Receipts } from '../receipts/receipts';
import { calendarFile, ticketQrPng } from './tickets';

type MailContext = Pick<AppContext, 'config' | 'database' | 'mailer' | 'clock'>;
type RegistrationRow = typeof registrations.$inferSelect;
type EventRow = typeof events.$inferSelect;

export interface RegistrationFacts {
  registration: RegistrationRow;
  event: EventRow;
  studentId: string;
}

/** When an event happens, as a mail says it: with the time unless it starts at midnight. */
export const eventWhen = (date: Date | null, timeZone: string): string =>
  formatEventWhen(date, timeZone) ?? 'Date to be announced';

/** The registration's calendar file, or undefined while its event has no date. */
export function registrationCalendar(
  facts: RegistrationFacts,
  config: MailContext['config'],
  now: Date,
): string | undefined {
  const { registration, event } = facts;
  if (!event.date) return undefined;
  return calendarFile({
    uid: `registration-${registration.id}@${new URL(config.siteUrl).hostname}`,
    title: event.name,
    description: [
      `Registered: ${registration.name} (${registration.registrationType})`,
      `Ticket code: ${registration.ticketCode}`,
      `${config.siteUrl}/users/registrations`,
    ].join('\n'),
    location: event.location,
    start: event.date,
    url: `${config.siteUrl}/users/registrations`,
    stamp: now,
    timeZone: config.timeZone,
    siteName: config.siteName,
  });
}

export const calendarAttachment = (content: string): MailAttachment => ({
  filename: 'event.ics',
  content,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});

/** The mails of a registration's life, each composed when its job runs. */
export class RegistrationMails {
  constructor(
    private readonly context: MailContext,
    private readonly receipts: Receipts,
  ) {}

  private pageUrl(page: string) {
    return `${this.context.config.siteUrl}${page}`;
  }

  async facts(registrationId: string): Promise<RegistrationFacts | undefined> {
    const [found] = await this.context.database.db
      .select({ registration: registrations, event: events, studentId: people.studentId })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(people, eq(people.email, registrations.email))
      .where(eq(registrations.id, registrationId));
    return found;
  }

  private details({ registration, event }: RegistrationFacts): Array<[string, string]> {
    const zone = this.context.config.timeZone;
    const team = registration.teamMembers.map((member) => member.name);
    return [
      ['Event', event.name],
      ['When', eventWhen(event.date, zone)],
      ...(event.location ? [['Where', event.location] as [string, string]] : []),
      ['Registration', registration.registrationType === 'team' ? 'Team' : 'Individual'],
      ...(team.length > 0
        ? [['Team', [registration.name, ...team].join(', ')] as [string, string]]
        : []),
    ];
  }

  private base(facts: RegistrationFacts) {
    return {
      siteName: this.context.config.siteName,
      name: facts.registration.name,
      eventName: facts.event.name,
      details: this.details(facts),
      pageUrl: this.pageUrl(registrationPage(facts.registration.id)),
    };
  }

  /** The confirmation: ticket QR (PNG), calendar file, and the receipt when it was paid. */
  async confirmation(registrationId: string, late: boolean): Promise<void> {
    const facts = await this.facts(registrationId);
    // Cancelled (or deleted) before the mail went out: nothing to confirm any more.
    if (facts?.registration.status !== 'confirmed') return;
    const { registration } = facts;
    const { config, mailer, clock } = this.context;
    const [payment] = await this.context.database.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.registrationId, registration.id),
          inArray(payments.state, ['paid', 'partially_refunded', 'refunded']),
        ),
      );
    const receipt = payment?.receiptNumber ? await this.receipts.pdfFor(payment) : undefined;
    const calendar = registrationCalendar(facts, config, clock.now());
    const amount =
      registration.amount > 0
        ? `${formatRupees(registration.amount)} ${registration.paymentStatus === 'Success' ? 'paid' : 'due'}${payment?.receiptNumber ? ` (receipt ${payment.receiptNumber})` : ''}`
        : formatFee(0);
    const content = registrationConfirmedMail({
      ...this.base(facts),
      details: [
        ...this.details(facts),
        ['Amount', amount],
        ['Ticket code', registration.ticketCode],
      ],
      ticketCode: registration.ticketCode,
      late,
      hasCalendar: calendar !== undefined,
    });
    await mailer.send({
      ...content,
      to: registration.email,
      attachments: [
        {
          filename: 'ticket-qr.png',
          content: await ticketQrPng(registration.ticketCode),
          contentType: 'image/png',
          cid: 'ticket-qr',
        },
        ...(calendar ? [calendarAttachment(calendar)] : []),
        ...(receipt && payment?.receiptNumber
          ? [
              {
                filename: receiptFileName(payment.receiptNumber),
                content: receipt,
                contentType: 'application/pdf',
              },
            ]
          : []),
      ],
    });
  }

  async teamMember(registrationId: string, email: string): Promise<void> {
    const facts = await this.facts(registrationId);
    if (facts?.registration.status !== 'confirmed') return;
    const member = facts.registration.teamMembers.find(
      (candidate) => candidate.email.toLowerCase() === email.toLowerCase(),
    );
    if (!member) return;
    const { siteUrl, jwtSecret } = this.context.config;
    const content = teamMemberMail({
      ...this.base(facts),
      name: member.name,
      registrant: facts.registration.name,
      notMeUrl: notMeUrl(siteUrl, jwtSecret, member.email),
    });
    await this.context.mailer.send({ ...content, to: member.email });
  }

  async placeOffered(registrationId: string): Promise<void> {
    const facts = await this.facts(registrationId);
    if (facts?.registration.status !== 'awaiting_payment') return;
    const zone = this.context.config.timeZone;
    const content = placeOfferedMail({
      ...this.base(facts),
      amount: formatRupees(facts.registration.amount),
      holdEnds: formatDateTime(facts.registration.holdExpiresAt, zone) ?? null,
      pageUrl: this.pageUrl(payRegistrationPage(facts.registration.id)),
    });
    await this.context.mailer.send({ ...content, to: facts.registration.email });
  }

  /** Halfway through an offer still unpaid. */
  async offerReminder(registrationId: string): Promise<void> {
    const facts = await this.facts(registrationId);
    const { registration } = facts ?? {};
    if (!facts || registration?.status !== 'awaiting_payment' || !registration.holdExpiresAt) {
      return;
    }
    if (registration.holdExpiresAt.getTime() <= this.context.clock.now().getTime()) return;
    const content = offerReminderMail({
      ...this.base(facts),
      amount: formatRupees(registration.amount),
      holdEnds: formatDateTime(registration.holdExpiresAt, this.context.config.timeZone) ?? '',
      pageUrl: this.pageUrl(payRegistrationPage(registration.id)),
    });
    await this.context.mailer.send({ ...content, to: registration.email });
  }

  /** A hold or an offer ran out unpaid; register again while places remain. */
  async holdLapsed(registrationId: string): Promise<void> {
    const facts = await this.facts(registrationId);
    if (facts?.registration.status !== 'expired') return;
    const { event } = facts;
    const open =
      registrationClosedReason(
        { ...event, deadline: event.deadline?.toISOString() ?? null },
        this.context.clock.now(),
      ) === null;
    const content = holdLapsedMail({
      ...this.base(facts),
      registerUrl: open ? this.pageUrl(`/register?event=${event.id}`) : null,
    });
    await this.context.mailer.send({ ...content, to: facts.registration.email });
  }

  async cancelled(registrationId: string, refund: number, passedOn: boolean): Promise<void> {
    const facts = await this.facts(registrationId);
    if (!facts) return;
    const content = registrationCancelledMail({
      ...this.base(facts),
      refund: refund > 0 ? formatRupees(refund) : null,
      passedOn,
    });
    await this.context.mailer.send({ ...content, to: facts.registration.email });
  }

  async reminder(registrationId: string): Promise<void> {
    const facts = await this.facts(registrationId);
    if (facts?.registration.status !== 'confirmed' || !facts.event.reminders) return;
    const content = eventReminderMail({
      ...this.base(facts),
      when: `on ${eventWhen(facts.event.date, this.context.config.timeZone)}`,
    });
    await this.context.mailer.send({ ...content, to: facts.registration.email });
  }
}
