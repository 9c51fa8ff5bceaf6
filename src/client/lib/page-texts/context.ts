import { createContext, useContext } from 'react';
import { PAGE_TEXTS_EN, type PageTexts } from './en';

/**
 * The pages' texts in the page's language (decision record 24), given beside the shell's by the
 * app's root and the page renderer.
 */
export const PageTextsContext = createContext<PageTexts>(PAGE_TEXTS_EN);

export const usePageTexts = () => useContext(PageTextsContext);
