import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LANGUAGE_NAMES, LANGUAGES } from '@/domain/i18n/languages';
import { languageLink } from '../lib/language-choice';
import { usePageLanguage } from '../lib/shell-texts/context';

/**
 * English, हिन्दी, मराठी, each in its own script. Plain links to the same page, which the server
 * answers in that language (so they work on a visitor's page without the app); in the app a
 * choice changes the texts in place, keeping the page and anything typed.
 */
export function LanguageSwitcher({ inDrawer = false }: { inDrawer?: boolean }) {
  const { language: current, texts, choose } = usePageLanguage();
  return (
    <Box
      component="nav"
      aria-label={texts.header.language}
      sx={{
        display: inDrawer ? 'flex' : { xs: 'none', md: 'flex' },
        gap: 1.5,
        px: inDrawer ? 2 : 0,
        py: inDrawer ? 1 : 0,
        ml: inDrawer ? 0 : 1,
      }}
    >
      {LANGUAGES.map((language) => (
        <Link
          key={language}
          href={languageLink(language)}
          lang={language}
          hrefLang={language}
          color="inherit"
          aria-current={language === current ? 'true' : undefined}
          underline={language === current ? 'always' : 'hover'}
          onClick={(event) => {
            if (!choose) return;
            event.preventDefault();
            choose(language);
          }}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            fontWeight: language === current ? 700 : 400,
          }}
        >
          {LANGUAGE_NAMES[language]}
        </Link>
      ))}
    </Box>
  );
}
