import { MAIL_SUPPRESSION_MESSAGES, type MailSuppressionInput } from '@/domain/person-data';
import type { AppContext } from '@/server/context';
import { badRequest } from '@/server/http/errors';
import { isSuppressionToken, suppress } from '@/server/mail/suppressions';

export class SuppressionsService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock' | 'config'>) {}

  /** Puts the address on the list, when the link's token proves a mail of ours reached it. */
  async suppress({ address, token }: MailSuppressionInput): Promise<string> {
    if (!isSuppressionToken(this.context.config.jwtSecret, address, token)) {
      throw badRequest(MAIL_SUPPRESSION_MESSAGES.invalidLink);
    }
    await suppress(this.context.database.db, address, this.context.clock.now());
    return MAIL_SUPPRESSION_MESSAGES.suppressed(address);
  }
}
