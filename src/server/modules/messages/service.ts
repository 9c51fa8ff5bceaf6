import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EVENT_NOT_FOUND } from '@/domain/events';
import {
  MESSAGE_MESSAGES,
  MESSAGE_SCHEDULE_MAX_DAYS,
  type EventMessage,
  type EventMessagePreview,
  type eventMessageInputSchema,
  type EventMessageStatus,
  type MessageAudience,
} from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import { lockRow, queryRows, type Database } from '@/server/db/client';
import { admins, eventMessages, events, messageRecipients } from '@/server/db/schema';
import type { AuditActor } from '@/server/http/access';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import { defineJob } from '@/server/jobs/definition';
import { enqueue } from '@/server/jobs/queue';
import { mailLanguageOf } from '@/server/mail/recipient-language';
import { eventMessageMail } from '@/server/mail/templates';

type MessageInput = z.output<typeof eventMessageInputSchema>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How many recipients a preview names; the count is always whole. */
const PREVIEW_RECIPIENTS_MAX = 500;

/** Who an audience reaches: registrations in these statuses (registrants and team members). */
const AUDIENCE_STATUSES: Record<MessageAudience, string[]> = {
  confirmed: ['confirmed'],
  waitlisted: ['waitlisted'],
  all: ['confirmed', 'awaiting_payment', 'waitlisted'],
};

/** The addresses an audience reaches, one per lower-cased e-mail, earliest registration first. */
const audienceQuery = (eventId: string, audience: MessageAudience) => {
  const statuses = sql.join(
    AUDIENCE_STATUSES[audience].map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`select distinct on (lower(email)) lower(email) as email, name from (
      select r.email, r.name, r.created_at, 0 as person from registrations r
      where r.event_id = ${eventId} and r.status in (${statuses})
      union all
      select m.value->>'email', m.value->>'name', r.created_at, m.ordinality
      from registrations r, jsonb_array_elements(r.team_members) with ordinality m
      where r.event_id = ${eventId} and r.status in (${statuses})
        and coalesce(m.value->>'email', '') <> ''
    ) people
    order by lower(email), created_at, person`;
};

/**
 * Messages from admins to an event's registrants. Sending one stores it with one recipient row
 * per address and one mail job per recipient, all in one transaction: the jobs go out at the
 * worker's steady rate, survive restarts, and each recipient's mail is keyed once ever. A
 * scheduled message waits as a job of its own until its time, and reaches whoever is registered
 * then.
 */
export class MessagesService {
  constructor(
    private readonly context: Pick<AppContext, 'database' | 'clock' | 'config' | 'mailer'>,
  ) {}

  private get db(): Database {
    return this.context.database.db;
  }

  async send(
    eventId: string,
    input: MessageInput,
    actor: AuditActor,
  ): Promise<{ messageId: string; recipients: number; sendAt: string | null }> {
    const now = this.context.clock.now();
    const sendAt = this.checkedSendAt(input.sendAt, now);
    return this.db.transaction(async (tx) => {
      await this.findEvent(tx, eventId);
      const replyTo = await this.replyAddress(tx, input.replyTo, actor);
      const [message] = await tx
        .insert(eventMessages)
        .values({
          eventId,
          subject: input.subject,
          body: input.body,
          audience: input.audience,
          replyTo,
          status: sendAt ? 'scheduled' : 'sent',
          sendAt,
          sentBy: actor.username,
          createdAt: now,
        })
        .returning({ id: eventMessages.id });
      if (!message) throw new Error('The message was not stored');
      const recipients = sendAt
        ? 0
        : await this.queueMails(tx, message.id, eventId, input.audience, now);
      if (sendAt) {
        await enqueue(
          tx,
          now,
          messageDispatch.of(
            { messageId: message.id },
            { key: `message-dispatch:${message.id}`, runAt: sendAt },
          ),
        );
      }
      await audit(tx, actor, 'message.send', { type: 'event', id: eventId }, null, {
        messageId: message.id,
        subject: input.subject,
        audience: input.audience,
        replyTo,
        ...(sendAt ? { sendAt: sendAt.toISOString() } : { recipients }),
      });
      return { messageId: message.id, recipients, sendAt: sendAt?.toISOString() ?? null };
    });
  }

  /** The mail as its first recipient will read it, where replies go, and who gets it now. */
  async preview(
    eventId: string,
    input: MessageInput,
    actor: AuditActor,
  ): Promise<EventMessagePreview> {
    this.checkedSendAt(input.sendAt, this.context.clock.now());
    const event = await this.findEvent(this.db, eventId);
    const replyTo = await this.replyAddress(this.db, input.replyTo, actor);
    const recipients = await queryRows<{ email: string; name: string }>(
      this.db,
      sql`select email, name from (${audienceQuery(eventId, input.audience)}) audience
          order by name, email`,
    );
    const content = eventMessageMail({
      siteName: this.context.config.siteName,
      name: recipients[0]?.name ?? 'Asha',
      eventName: event.name,
      subject: input.subject,
      body: input.body,
    });
    return {
      ...content,
      replyTo,
      recipients: recipients.slice(0, PREVIEW_RECIPIENTS_MAX),
      recipientCount: recipients.length,
    };
  }

  /** Calls off a scheduled message before its time; one that has gone out stays as it is. */
  async cancel(eventId: string, messageId: string, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [message] = await tx
        .select({ status: eventMessages.status, subject: eventMessages.subject })
        .from(eventMessages)
        .where(and(eq(eventMessages.id, messageId), eq(eventMessages.eventId, eventId)))
        .for('update');
      if (!message) throw notFound(MESSAGE_MESSAGES.messageNotFound);
      if (message.status !== 'scheduled') throw conflict(MESSAGE_MESSAGES.notScheduled);
      await tx
        .update(eventMessages)
        .set({ status: 'cancelled' })
        .where(eq(eventMessages.id, messageId));
      await audit(
        tx,
        actor,
        'message.cancel',
        { type: 'event', id: eventId },
        { messageId, subject: message.subject, status: 'scheduled' },
        { messageId, subject: message.subject, status: 'cancelled' },
      );
    });
  }

  /** A scheduled message's time has come: its recipients are whoever is registered now. */
  async dispatch(messageId: string): Promise<void> {
    const now = this.context.clock.now();
    await this.db.transaction(async (tx) => {
      const message = await lockRow(tx, eventMessages, eq(eventMessages.id, messageId));
      if (message?.status !== 'scheduled') return;
      await this.queueMails(tx, messageId, message.eventId, message.audience, now);
      await tx.update(eventMessages).set({ status: 'sent' }).where(eq(eventMessages.id, messageId));
    });
  }

  private checkedSendAt(sendAt: string | null, now: Date): Date | null {
    if (!sendAt) return null;
    const when = new Date(sendAt);
    if (when.getTime() <= now.getTime()) throw badRequest(MESSAGE_MESSAGES.sendAtPast);
    if (when.getTime() > now.getTime() + MESSAGE_SCHEDULE_MAX_DAYS * 86_400_000) {
      throw badRequest(MESSAGE_MESSAGES.sendAtTooFar);
    }
    return when;
  }

  private async findEvent(db: Database | Transaction, eventId: string) {
    const [event] = await db
      .select({ id: events.id, name: events.name })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  }

  /** The office's address, or the sending admin's own when they chose it and have one. */
  private async replyAddress(
    db: Database | Transaction,
    replyTo: MessageInput['replyTo'],
    actor: AuditActor,
  ): Promise<string> {
    if (replyTo === 'office') return this.context.config.mail.contactEmail;
    const [admin] = actor.adminId
      ? await db.select({ email: admins.email }).from(admins).where(eq(admins.id, actor.adminId))
      : [];
    if (!admin?.email) throw badRequest(MESSAGE_MESSAGES.noOwnAddress);
    return admin.email;
  }

  /** One recipient row per address the audience reaches now, and one mail job for each. */
  private async queueMails(
    tx: Transaction,
    messageId: string,
    eventId: string,
    audience: MessageAudience,
    now: Date,
  ): Promise<number> {
    const recipients = await queryRows<{ id: string }>(
      tx,
      sql`insert into message_recipients (message_id, email, name)
          select ${messageId}::uuid, email, name from (${audienceQuery(eventId, audience)}) audience
          on conflict do nothing
          returning id`,
    );
    const all = await tx
      .select({ id: messageRecipients.id })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, messageId));
    await enqueue(
      tx,
      now,
      all.map(({ id }) => messageMail.of({ recipientId: id }, { key: `message:${id}` })),
    );
    return recipients.length;
  }

  /** An event's messages, newest first, with how many went out, failed, or wait. */
  async list(eventId: string): Promise<EventMessage[]> {
    const [event] = await this.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const rows = await queryRows<{
      id: string;
      subject: string;
      audience: MessageAudience;
      sent_by: string;
      reply_to: string;
      status: EventMessageStatus;
      send_at: Date | string | null;
      created_at: Date | string;
      recipients: number;
      sent: number;
      failed: number;
    }>(
      this.db,
      sql`select m.id, m.subject, m.audience, m.sent_by, m.reply_to, m.status, m.send_at,
            m.created_at,
            count(r.id)::int as recipients,
            (count(r.id) filter (where r.status = 'sent'))::int as sent,
            (count(r.id) filter (where r.status = 'failed'))::int as failed
          from event_messages m left join message_recipients r on r.message_id = m.id
          where m.event_id = ${eventId}
          group by m.id
          order by m.created_at desc, m.id`,
    );
    return rows.map((row) => ({
      _id: row.id,
      subject: row.subject,
      audience: row.audience,
      sentBy: row.sent_by,
      createdAt: new Date(row.created_at).toISOString(),
      replyTo: row.reply_to,
      status: row.status,
      sendAt: row.send_at === null ? null : new Date(row.send_at).toISOString(),
      recipients: row.recipients,
      sent: row.sent,
      failed: row.failed,
      pending: row.recipients - row.sent - row.failed,
    }));
  }

  /** One recipient's mail; a recipient already sent to is skipped, so a rerun sends nothing. */
  async deliver(recipientId: string): Promise<void> {
    const [found] = await this.db
      .select({
        recipient: messageRecipients,
        subject: eventMessages.subject,
        body: eventMessages.body,
        replyTo: eventMessages.replyTo,
        eventName: events.name,
      })
      .from(messageRecipients)
      .innerJoin(eventMessages, eq(eventMessages.id, messageRecipients.messageId))
      .innerJoin(events, eq(events.id, eventMessages.eventId))
      .where(eq(messageRecipients.id, recipientId));
    if (!found || found.recipient.status === 'sent') return;
    const content = eventMessageMail({
      language: await mailLanguageOf(this.db, found.recipient.email),
      siteName: this.context.config.siteName,
      name: found.recipient.name,
      eventName: found.eventName,
      subject: found.subject,
      body: found.body,
    });
    await this.context.mailer.send({
      ...content,
      to: found.recipient.email,
      ...(found.replyTo && { replyTo: found.replyTo }),
    });
    await this.markRecipient(recipientId, 'sent');
  }

  async markRecipient(recipientId: string, status: 'sent' | 'failed') {
    await this.db
      .update(messageRecipients)
      .set({ status, ...(status === 'sent' && { sentAt: this.context.clock.now() }) })
      .where(eq(messageRecipients.id, recipientId));
  }
}

/** One recipient's mail of a message; when it gives up, the recipient is marked failed. */
const messageMail = defineJob({
  kind: 'mail.event-message',
  payload: z.object({ recipientId: z.uuid() }),
  paced: true,
  run: ({ recipientId }, context: AppContext) => new MessagesService(context).deliver(recipientId),
  giveUp: ({ recipientId }, context: AppContext) =>
    new MessagesService(context).markRecipient(recipientId, 'failed'),
});

/** A scheduled message's time has come: list its recipients then, and queue their mails. */
const messageDispatch = defineJob({
  kind: 'message.dispatch',
  payload: z.object({ messageId: z.uuid() }),
  run: ({ messageId }, context: AppContext) => new MessagesService(context).dispatch(messageId),
});

export const MESSAGE_JOBS = [messageMail, messageDispatch];
