import { createContext, useContext } from 'react';
import { formatIn } from '@/domain/i18n/format';
import { usePageLanguage } from '../shell-texts/context';
import { PAGE_TEXTS_EN, type PageTexts } from './en';

/**
 * The pages' texts in the page's language (decision record 24), given beside the shell's by the
 * app's root, the page renderer and the gate's page.
 */
export const PageTextsContext = createContext<PageTexts>(PAGE_TEXTS_EN);

export const usePageTexts = () => useContext(PageTextsContext);

/** Numbers, money and dates in the page's language. */
export const useFormat = () => formatIn(usePageLanguage().language);
