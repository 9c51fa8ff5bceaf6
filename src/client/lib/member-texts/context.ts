import { useEffect, useState } from 'react';
import { usePageLanguage } from '../shell-texts/context';
import { MEMBER_TEXTS_EN, type MemberTexts } from './en';
import { loadedMemberTexts, loadMemberTexts } from './load';

/**
 * The member's pages' texts in the page's language. They are fetched before the page renders
 * (`loadMemberTexts`); should a language not be there yet, the page shows English and changes
 * once it arrives.
 */
export function useMemberTexts(): MemberTexts {
  const { language } = usePageLanguage();
  const texts = language === 'en' ? MEMBER_TEXTS_EN : loadedMemberTexts(language);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (texts) return;
    let current = true;
    void loadMemberTexts(language)
      .then(() => current && arrived((count) => count + 1))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language, texts]);
  return texts ?? MEMBER_TEXTS_EN;
}
