import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { QueryStatus } from '@/domain/constants';
import { formatIn } from '@/domain/i18n/format';
import {
  QUERY_INBOX_MESSAGES,
  type AdminQuery,
  type adminQueriesQuerySchema,
} from '@/domain/query-inbox-schemas';
import type { AppContext } from '@/server/context';
import { pageOfTable, type Database } from '@/server/db/client';
import { queries } from '@/server/db/schema';
import { containing } from '@/server/db/search';
import type { AdminActor } from '@/server/http/access';
import { HttpError, notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import type { Page } from '@/server/http/paging';
import { mailLanguageOf } from '@/server/mail/recipient-language';
import { queryReplyMail } from '@/server/mail/templates';
import type { ErrorLog } from './service';

type InboxQuery = z.output<typeof adminQueriesQuerySchema>;
type QueryRow = typeof queries.$inferSelect;
export type InboxFilter = Pick<InboxQuery, 'q' | 'status'>;

/** The queries a search (name, e-mail, phone or message) and a status pick out. */
export function inboxFilter({ q, status }: InboxFilter): SQL | undefined {
  const pattern = q ? containing(q) : undefined;
  return and(
    pattern
      ? or(
          ilike(queries.name, pattern),
          ilike(queries.email, pattern),
          ilike(queries.phone, pattern),
          ilike(queries.message, pattern),
        )
      : undefined,
    status ? eq(queries.status, status) : undefined,
  );
}

function toAdminQuery(row: QueryRow): AdminQuery {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    message: row.message,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    repliedBy: row.repliedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The admins' inbox of contact-form queries. A reply is mailed first and stored only once the
 * mail has gone, so a stored reply is always one the asker was sent; answering again replaces
 * it (their inbox keeps every mail).
 */
export class QueryInboxService {
  constructor(
    private readonly context: Pick<AppContext, 'database' | 'mailer' | 'config' | 'clock'>,
  ) {}

  private get db(): Database {
    return this.context.database.db;
  }

  async list(query: InboxQuery): Promise<Page<AdminQuery>> {
    const where = inboxFilter(query);
    const order = [desc(queries.createdAt), desc(queries.id)];
    const { rows, total } = await pageOfTable(this.db, queries, where, order, query);
    return { items: rows.map(toAdminQuery), total };
  }

  /** Mails the reply to whoever asked (answers go to the office), then stores it as answered. */
  async reply(id: string, reply: string, actor: AdminActor, log: ErrorLog): Promise<AdminQuery> {
    const [query] = await this.db.select().from(queries).where(eq(queries.id, id));
    if (!query) throw notFound(QUERY_INBOX_MESSAGES.notFound);
    const { config, mailer, clock } = this.context;
    // The frame in the asker's language when they have an account; the reply stays as written.
    const language = await mailLanguageOf(this.db, query.email);
    try {
      await mailer.send({
        to: query.email,
        replyTo: config.mail.contactEmail,
        ...queryReplyMail({
          language,
          siteName: config.siteName,
          name: query.name,
          question: query.message,
          askedOn: formatIn(language).dateTime(query.createdAt, config.timeZone) ?? '',
          reply,
        }),
      });
    } catch (error) {
      log.error({ err: error }, 'could not mail the reply to a contact query');
      throw new HttpError(503, QUERY_INBOX_MESSAGES.mailFailed);
    }
    return this.update(
      id,
      { status: 'answered', reply, repliedAt: clock.now(), repliedBy: actor.username },
      actor,
      'query.reply',
    );
  }

  /** Marks a query new or answered by hand; a reply mailed earlier stays on record. */
  setStatus(id: string, status: QueryStatus, actor: AdminActor): Promise<AdminQuery> {
    return this.update(id, { status }, actor, 'query.status');
  }

  private update(
    id: string,
    changes: Partial<QueryRow>,
    actor: AdminActor,
    action: 'query.reply' | 'query.status',
  ): Promise<AdminQuery> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(queries).where(eq(queries.id, id)).for('update');
      if (!before) throw notFound(QUERY_INBOX_MESSAGES.notFound);
      const [row] = await tx.update(queries).set(changes).where(eq(queries.id, id)).returning();
      if (!row) throw notFound(QUERY_INBOX_MESSAGES.notFound);
      const fields = Object.keys(changes) as Array<keyof QueryRow>;
      const pick = (source: QueryRow) =>
        Object.fromEntries(fields.map((field) => [field, source[field]]));
      await audit(tx, actor, action, { type: 'query', id }, pick(before), pick(row));
      return toAdminQuery(row);
    });
  }
}
