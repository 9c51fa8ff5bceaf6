import type { z } from 'zod';
import type { queryInputSchema } from '../../../domain/query-schemas';
import type { AppContext } from '../../context';
import { queries } from '../../db/schema';
import { contactQueryMail } from '../../mail/templates';

export type QueryInput = z.output<typeof queryInputSchema>;

export class QueriesService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'mailer' | 'config'>) {}

  /** Stores the query; when mail really goes out, the office gets a copy to reply to. */
  async submit(input: QueryInput, log: { error(obj: object, msg: string): void }): Promise<void> {
    await this.context.database.db.insert(queries).values(input);
    const { mailer, config } = this.context;
    if (!mailer.delivers) return;
    try {
      await mailer.send({
        to: config.mail.contactEmail,
        replyTo: input.email,
        ...contactQueryMail({ siteName: config.siteName, ...input }),
      });
    } catch (error) {
      // The query is stored and visible to the office; a mail outage must not lose it.
      log.error({ err: error }, 'could not mail a contact query');
    }
  }
}
