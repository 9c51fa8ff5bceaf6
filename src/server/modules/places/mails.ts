import { and, eq, inArray } from 'drizzle-orm';
import { registrationClosedReason } from '@/domain/events';
import { formatIn } from '@/domain/i18n/format';
import type { Language } from '@/domain/i18n/languages';
import { payRegistrationPage, registrationPage } from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import { events, payments, people, registrations } from '@/server/db/schema';
import type { MailAttachment } from '@/server/mail/mailer';
import { mailLanguageOf, mailLanguagesOf } from '@/server/mail/recipient-language';
import {
  eventReminderMail,
  mailTexts,
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

/** A registration's facts and the language its registrant reads mails in. */
type MailFacts = RegistrationFacts & { language: Language };

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

  /** The registration's facts, with its registrant's language read as the mail is made. */
  async facts(registrationId: string): Promise<MailFacts | undefined> {
    const { db } = this.context.database;
    const [found] = await db
      .select({ registration: registrations, event: events, studentId: people.studentId })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(people, eq(people.email, registrations.email))
      .where(eq(registrations.id, registrationId));
    return found && { ...found, language: await mailLanguageOf(db, found.registration.email) };
  }

  /** When the event happens, in the mail's language. */
  private when({ event }: RegistrationFacts, language: Language): string {
    return (
      formatIn(language).eventWhen(event.date, this.context.config.timeZone) ??
      mailTexts(language).details.dateToBeAnnounced
    );
  }

  private details(facts: RegistrationFacts, language: Language): Array<[string, string]> {
    const { registration, event } = facts;
    const t = mailTexts(language).details;
    const team = registration.teamMembers.map((member) => member.name);
    return [
      [t.event, event.name],
      [t.when, this.when(facts, language)],
      ...(event.location ? [[t.where, event.location] as [string, string]] : []),
      [t.registration, registration.registrationType === 'team' ? t.team : t.individual],
      ...(team.length > 0
        ? [[t.team, [registration.name, ...team].join(', ')] as [string, string]]
        : []),
    ];
  }

  private base(facts: RegistrationFacts, language: Language) {
    return {
      language,
      siteName: this.context.config.siteName,
      name: facts.registration.name,
      eventName: facts.event.name,
      details: this.details(facts, language),
      pageUrl: this.pageUrl(registrationPage(facts.registration.id)),
    };
  }

  /** The confirmation: ticket QR (PNG), calendar file, and the receipt when it was paid. */
  async confirmation(registrationId: string, late: boolean): Promise<void> {
    const facts = await this.facts(registrationId);
    // Cancelled (or deleted) before the mail went out: nothing to confirm any more.
    if (facts?.registration.status !== 'confirmed') return;
    const { registration, language } = facts;
    const t = mailTexts(language).details;
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
    const rupees = formatIn(language).rupees(registration.amount);
    const owed = registration.paymentStatus === 'Success' ? t.paid(rupees) : t.due(rupees);
    const amount =
      registration.amount > 0
        ? payment?.receiptNumber
          ? t.withReceipt(owed, payment.receiptNumber)
          : owed
        : t.free;
    const content = registrationConfirmedMail({
      ...this.base(facts, language),
      details: [
        ...this.details(facts, language),
        [t.amount, amount],
        [t.ticketCode, registration.ticketCode],
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
    // The member's own choice when they have an account, else the registrant's language.
    const chosen = await mailLanguagesOf(this.context.database.db, [member.email]);
    const language = chosen.get(member.email) ?? facts.language;
    const content = teamMemberMail({
      ...this.base(facts, language),
      name: member.name,
      registrant: facts.registration.name,
      notMeUrl: notMeUrl(siteUrl, jwtSecret, member.email),
    });
    await this.context.mailer.send({ ...content, to: member.email });
  }

  async placeOffered(registrationId: string): Promise<void> {
    const facts = await this.facts(registrationId);
    if (facts?.registration.status !== 'awaiting_payment') return;
    const { language } = facts;
    const zone = this.context.config.timeZone;
    const content = placeOfferedMail({
      ...this.base(facts, language),
      amount: formatIn(language).rupees(facts.registration.amount),
      holdEnds: formatIn(language).dateTime(facts.registration.holdExpiresAt, zone) ?? null,
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
    const { language } = facts;
    const content = offerReminderMail({
      ...this.base(facts, language),
      amount: formatIn(language).rupees(registration.amount),
      holdEnds:
        formatIn(language).dateTime(registration.holdExpiresAt, this.context.config.timeZone) ?? '',
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
      ...this.base(facts, facts.language),
      registerUrl: open ? this.pageUrl(`/register?event=${event.id}`) : null,
    });
    await this.context.mailer.send({ ...content, to: facts.registration.email });
  }

  async cancelled(registrationId: string, refund: number, passedOn: boolean): Promise<void> {
    const facts = await this.facts(registrationId);
    if (!facts) return;
    const content = registrationCancelledMail({
      ...this.base(facts, facts.language),
      refund: refund > 0 ? formatIn(facts.language).rupees(refund) : null,
      passedOn,
    });
    await this.context.mailer.send({ ...content, to: facts.registration.email });
  }

  async reminder(registrationId: string): Promise<void> {
    const facts = await this.facts(registrationId);
    if (facts?.registration.status !== 'confirmed' || !facts.event.reminders) return;
    const content = eventReminderMail({
      ...this.base(facts, facts.language),
      when: this.when(facts, facts.language),
    });
    await this.context.mailer.send({ ...content, to: facts.registration.email });
  }
}
