import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EVENT_NOT_FOUND } from '@/domain/events';
import type { EventMessage, eventMessageInputSchema, MessageAudience } from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import { queryRows, type Database } from '@/server/db/client';
import { eventMessages, events, messageRecipients } from '@/server/db/schema';
import type { AuditActor } from '@/server/http/access';
import { notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import { JOBS_CHANNEL } from '@/server/jobs/queue';
import { eventMessageMail } from '@/server/mail/templates';

type MessageInput = z.output<typeof eventMessageInputSchema>;

export const MESSAGE_MAIL_JOB = 'mail.event-message';

/** Who an audience reaches: registrations in these statuses (registrants and team members). */
const AUDIENCE_STATUSES: Record<MessageAudience, string[]> = {
  confirmed: ['confirmed'],
  waitlisted: ['waitlisted'],
  all: ['confirmed', 'awaiting_payment', 'waitlisted'],
};

/**
 * Messages from admins to an event's registrants. Writing one stores it with one recipient row
 * per address and one mail job per recipient, all in one transaction: the jobs go out at the
 * worker's steady rate, survive restarts, and each recipient's mail is keyed once ever.
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
  ): Promise<{ messageId: string; recipients: number }> {
    const now = this.context.clock.now();
    return this.db.transaction(async (tx) => {
      const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const [message] = await tx
        .insert(eventMessages)
        .values({ eventId, ...input, sentBy: actor.username, createdAt: now })
        .returning({ id: eventMessages.id });
      if (!message) throw new Error('The message was not stored');
      const statuses = sql.join(
        AUDIENCE_STATUSES[input.audience].map((status) => sql`${status}`),
        sql`, `,
      );
      const recipients = await queryRows<{ id: string }>(
        tx,
        sql`insert into message_recipients (message_id, email, name)
            select distinct on (lower(email)) ${message.id}::uuid, lower(email), name from (
              select r.email, r.name, r.created_at, 0 as person from registrations r
              where r.event_id = ${eventId} and r.status in (${statuses})
              union all
              select m.value->>'email', m.value->>'name', r.created_at, m.ordinality
              from registrations r, jsonb_array_elements(r.team_members) with ordinality m
              where r.event_id = ${eventId} and r.status in (${statuses})
                and coalesce(m.value->>'email', '') <> ''
            ) people
            order by lower(email), created_at, person
            on conflict do nothing
            returning id`,
      );
      await tx.execute(
        sql`insert into jobs (kind, payload, key, run_at, created_at)
            select ${MESSAGE_MAIL_JOB}, json_build_object('recipientId', id),
              'message:' || id, ${now.toISOString()}, ${now.toISOString()}
            from message_recipients where message_id = ${message.id}`,
      );
      await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
      await audit(tx, actor, 'message.send', { type: 'event', id: eventId }, null, {
        messageId: message.id,
        subject: input.subject,
        audience: input.audience,
        recipients: recipients.length,
      });
      return { messageId: message.id, recipients: recipients.length };
    });
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
      created_at: Date | string;
      recipients: number;
      sent: number;
      failed: number;
    }>(
      this.db,
      sql`select m.id, m.subject, m.audience, m.sent_by, m.created_at,
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
        eventName: events.name,
      })
      .from(messageRecipients)
      .innerJoin(eventMessages, eq(eventMessages.id, messageRecipients.messageId))
      .innerJoin(events, eq(events.id, eventMessages.eventId))
      .where(eq(messageRecipients.id, recipientId));
    if (!found || found.recipient.status === 'sent') return;
    const content = eventMessageMail({
      siteName: this.context.config.siteName,
      name: found.recipient.name,
      eventName: found.eventName,
      subject: found.subject,
      body: found.body,
    });
    await this.context.mailer.send({ ...content, to: found.recipient.email });
    await this.markRecipient(recipientId, 'sent');
  }

  async markRecipient(recipientId: string, status: 'sent' | 'failed') {
    await this.db
      .update(messageRecipients)
      .set({ status, ...(status === 'sent' && { sentAt: this.context.clock.now() }) })
      .where(eq(messageRecipients.id, recipientId));
  }
}

const byRecipient = z.object({ recipientId: z.uuid() });

export function registerMessageJobs(context: Pick<AppContext, 'jobs'>, service: MessagesService) {
  context.jobs.handle(MESSAGE_MAIL_JOB, {
    paced: true,
    run: (payload) => service.deliver(byRecipient.parse(payload).recipientId),
    onGiveUp: (payload) => service.markRecipient(byRecipient.parse(payload).recipientId, 'failed'),
  });
}
