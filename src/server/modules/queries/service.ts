import type { z } from 'zod';
import type { Language } from '@/domain/i18n/languages';
import type { queryInputSchema } from '@/domain/query-schemas';
import type { AppContext } from '@/server/context';
import { queries } from '@/server/db/schema';
import { notMeUrl } from '@/server/mail/suppressions';
import { contactQueryMail, queryReceivedMail } from '@/server/mail/templates';

export type QueryInput = z.output<typeof queryInputSchema>;

/** Where a failed mail is reported (the request's logger). */
export interface ErrorLog {
  error(obj: object, msg: string): void;
}

export class QueriesService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'mailer' | 'config'>) {}

  /**
   * Stores the query; when mail really goes out, the office gets a copy to reply to and the
   * sender an acknowledgement.
   */
  async submit(input: QueryInput, log: ErrorLog, language: Language): Promise<void> {
    await this.context.database.db.insert(queries).values(input);
    const { mailer, config } = this.context;
    if (!mailer.delivers) return;
    const mails = [
      {
        to: config.mail.contactEmail,
        replyTo: input.email,
        ...contactQueryMail({ siteName: config.siteName, ...input }),
      },
      {
        to: input.email,
        ...queryReceivedMail({
          language,
          siteName: config.siteName,
          notMeUrl: notMeUrl(config.siteUrl, config.jwtSecret, input.email),
        }),
      },
    ];
    for (const mail of mails) {
      try {
        await mailer.send(mail);
      } catch (error) {
        // The query is stored and visible to the office; a mail outage must not lose it.
        log.error({ err: error }, 'could not mail a contact query');
      }
    }
  }
}
