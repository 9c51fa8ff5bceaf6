import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailSuppressions } from '../db/schema';
import type { Mailer } from './mailer';

/** How an address is kept on the list: never the address itself. */
export const emailHash = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * What proves a "this was not me" link came in a mail of ours to that address: an HMAC of the
 * address, so nobody can stop mail to an address they did not receive a mail at.
 */
export function suppressionToken(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`mail-suppression:${email.trim().toLowerCase()}`)
    .digest('base64url');
}

export function isSuppressionToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(suppressionToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page a mail's "this was not me" link opens. */
export function notMeUrl(siteUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({
    address: email.trim().toLowerCase(),
    token: suppressionToken(secret, email),
  });
  return `${siteUrl}/not-me?${query.toString()}`;
}

/** Adds the address to the list; answers whether it was not on it yet. */
export async function suppress(db: Database, email: string, now: Date): Promise<boolean> {
  const added = await db
    .insert(mailSuppressions)
    .values({ emailHash: emailHash(email), createdAt: now })
    .onConflictDoNothing()
    .returning({ emailHash: mailSuppressions.emailHash });
  return added.length > 0;
}

/** Every mail the site sends goes through this: an address on the list gets nothing. */
export function suppressingMailer(mailer: Mailer, db: Database, log: FastifyBaseLogger): Mailer {
  return {
    get delivers() {
      return mailer.delivers;
    },
    async send(mail) {
      const [listed] = await db
        .select({ emailHash: mailSuppressions.emailHash })
        .from(mailSuppressions)
        .where(eq(mailSuppressions.emailHash, emailHash(mail.to)));
      if (listed) {
        log.info({ subject: mail.subject }, 'mail not sent: the address asked for no more mail');
        return;
      }
      await mailer.send(mail);
    },
    close: () => mailer.close(),
  };
}
