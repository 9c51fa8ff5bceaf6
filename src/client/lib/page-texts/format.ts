import { formatIn } from '@/domain/i18n/format';
import { usePageLanguage } from '../shell-texts/context';

/** Numbers, money and dates in the page's language. */
export const useFormat = () => formatIn(usePageLanguage().language);
