import { inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/domain/i18n/languages';
import type { Database } from '@/server/db/client';
import { accounts } from '@/server/db/schema';

/**
 * The languages the owners of these addresses chose on their accounts (decision record 24),
 * read when a mail is made, so a mail queued before a change follows the change. An address
 * without an account, or an account that never chose, reads English.
 */
export async function mailLanguagesOf(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, Language>> {
  const chosen = new Map<string, Language>();
  if (emails.length === 0) return chosen;
  const rows = await db
    .select({ email: accounts.email, language: accounts.language })
    .from(accounts)
    .where(inArray(accounts.email, [...new Set(emails)]));
  for (const row of rows) if (isLanguage(row.language)) chosen.set(row.email, row.language);
  return chosen;
}

/** The language of one address's mails. */
export async function mailLanguageOf(db: Database, email: string): Promise<Language> {
  return (await mailLanguagesOf(db, [email])).get(email) ?? DEFAULT_LANGUAGE;
}

/** An account's stored choice as a language; English when it never chose. */
export const chosenLanguage = (stored: string | null | undefined): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
