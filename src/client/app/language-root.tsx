import { startTransition, useState, type ReactNode } from 'react';
import type { Language } from '@/domain/i18n/languages';
import { saveLanguage } from '../lib/api/save-language';
import { rememberLanguage } from '../lib/language-choice';
import type { ShellTexts } from '../lib/shell-texts/en';
import { PageLanguageContext } from '../lib/shell-texts/context';
import { loadShellTexts } from '../lib/shell-texts/load';
import type { PageTexts } from '../lib/page-texts/en';
import { PageTextsContext } from '../lib/page-texts/context';
import { loadTextsChunks } from '../lib/page-texts/chunk';
import { loadPageTexts } from '../lib/page-texts/load';
import { isSignedIn } from '../lib/session-keys';

/**
 * The app's language: the one the page came in, changed in place by the switcher. The choice is
 * kept in the `lang` cookie (server-rendered pages follow it) and, for a signed-in member, on
 * their account, so mails follow it too.
 */
export function LanguageRoot({
  initial,
  children,
}: {
  initial: { language: Language; texts: ShellTexts; pages: PageTexts };
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(initial);
  const choose = (language: Language) => {
    rememberLanguage(language);
    if (isSignedIn()) void saveLanguage(language).catch(() => undefined);
    // A transition: a page whose own texts are still coming in that language stays as it is
    // until they arrive, rather than blanking.
    void Promise.all([
      loadShellTexts(language),
      loadPageTexts(language),
      loadTextsChunks(language),
    ]).then(([texts, pages]) => startTransition(() => setCurrent({ language, texts, pages })));
  };
  return (
    <PageLanguageContext.Provider
      value={{ language: current.language, texts: current.texts, choose }}
    >
      <PageTextsContext.Provider value={current.pages}>{children}</PageTextsContext.Provider>
    </PageLanguageContext.Provider>
  );
}
