import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import type { Language } from '@/domain/i18n/languages';
import { useAboutContent } from '../api/get-about-content';
import { LoadFailedAlert } from '../load-failed-alert';
import { LoadingStatus } from '../loading-status';
import { useLoadFailureNotice } from '../use-load-failure-notice';
import { AboutContentForm, savedText } from './about-content-form';

const TEXT_LANGUAGES: Array<{ value: Language; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi' },
  { value: 'mr', label: 'Marathi' },
];

/**
 * The About page's HTML: loads it, then the editor. A failed load says so (notification and
 * here) and offers to try again, so nothing can overwrite the page with an empty text. The
 * English text is the page; a Hindi or Marathi text, when written, is shown to readers of that
 * language instead. Each language's unsaved edits are kept while the admin switches between them.
 */
export function AboutContentEditor() {
  const content = useAboutContent();
  const [language, setLanguage] = useState<Language>('en');
  // Unsaved edits of each language, so switching the toggle back and forth loses nothing.
  const [drafts, setDrafts] = useState<Partial<Record<Language, string>>>({});
  const keepDraft = useCallback(
    (content: string | undefined) => setDrafts((kept) => ({ ...kept, [language]: content })),
    [language],
  );
  useLoadFailureNotice(content.isError, content.errorUpdatedAt);

  // A failed refetch keeps the editor (and the text being edited).
  if (!content.data) {
    return content.isError ? (
      <LoadFailedAlert onRetry={() => void content.refetch()} retrying={content.isFetching} />
    ) : (
      <LoadingStatus label="Loading the About page..." />
    );
  }
  return (
    <>
      <ToggleButtonGroup
        value={language}
        exclusive
        onChange={(_event, next: Language | null) => next && setLanguage(next)}
        aria-label="Text language"
        size="small"
        sx={{ mb: 1 }}
      >
        {TEXT_LANGUAGES.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ px: 2 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {language === 'en'
          ? 'Every visitor reads this text unless a text in their language is written.'
          : 'Readers of this language see this text instead of the English. Leave it empty to show them the English.'}
      </Typography>
      <AboutContentForm
        key={language}
        language={language}
        initialContent={drafts[language] ?? savedText(content.data, language)}
        onDraftChange={keepDraft}
      />
    </>
  );
}
