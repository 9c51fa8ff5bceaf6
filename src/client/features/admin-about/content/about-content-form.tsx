import { zodResolver } from '@hookform/resolvers/zod';
import PreviewIcon from '@mui/icons-material/Preview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { aboutContentInputSchema, type AboutContent } from '@/domain/about-schemas';
import type { Language } from '@/domain/i18n/languages';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useSaveAboutContent } from '../api/save-about-content';
import { LoadingStatus } from '../loading-status';
import { AboutDraftPreviewDialog } from './about-draft-preview-dialog';
import { AboutHtmlView } from './about-html-view';

// The editor library is loaded only here, when the admin opens the About tab.
const AboutVisualEditor = lazy(async () => ({
  default: (await import('./visual/about-visual-editor')).AboutVisualEditor,
}));

const contentFormSchema = aboutContentInputSchema.pick({ content: true });

/** One language's text in the editor's answer (the Hindi and Marathi '' while not written). */
export const savedText = (saved: AboutContent, language: Language) =>
  (language === 'hi' ? saved.contentHi : language === 'mr' ? saved.contentMr : saved.content) ?? '';
type ContentFormValues = z.infer<typeof contentFormSchema>;

type EditorView = 'visual' | 'html';

/** The view the admin chose last, kept in this browser. */
const VIEW_KEY = 'aboutEditorView';

function storedView(): EditorView {
  try {
    return localStorage.getItem(VIEW_KEY) === 'html' ? 'html' : 'visual';
  } catch {
    return 'visual';
  }
}

/**
 * The About page's text, edited in the visual editor or as HTML (both edit the same text, so
 * switching keeps every change), with Save Changes and Preview About Page (the unsaved draft as the page will show it). On save the editor
 * takes the server's sanitized text.
 */
export function AboutContentForm({
  initialContent,
  language,
  onDraftChange,
}: {
  initialContent: string;
  language: Language;
  /** Told the text after each edit, and `undefined` once it is saved (nothing unsaved left). */
  onDraftChange?: (content: string | undefined) => void;
}) {
  const notify = useNotify();
  const save = useSaveAboutContent();
  const [view, setView] = useState<EditorView>(storedView);
  const [previewing, setPreviewing] = useState(false);
  const { control, handleSubmit, reset, formState, getValues, subscribe } =
    useForm<ContentFormValues>({
      resolver: zodResolver(contentFormSchema),
      defaultValues: { content: initialContent },
    });

  useEffect(() => {
    if (!onDraftChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => onDraftChange(values.content),
    });
  }, [subscribe, onDraftChange]);

  const chooseView = (next: EditorView | null) => {
    if (!next) return;
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Not kept (storage blocked): the choice still holds until the page is left.
    }
  };

  const onSubmit = handleSubmit(async ({ content }) => {
    try {
      const saved = await save.mutateAsync({ content, language });
      reset({ content: savedText(saved, language) });
      onDraftChange?.(undefined);
      notify(MESSAGES.aboutSaved, 'success');
    } catch {
      notify(MESSAGES.aboutSaveFailed, 'error');
    }
  });

  const saving = formState.isSubmitting;

  return (
    <Box
      component="form"
      noValidate
      aria-label="About page content"
      onSubmit={(event) => void onSubmit(event)}
    >
      <ToggleButtonGroup
        value={view}
        exclusive
        onChange={(_event, next: EditorView | null) => chooseView(next)}
        aria-label="Editor view"
        size="small"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="visual" sx={{ px: 2 }}>
          Visual
        </ToggleButton>
        <ToggleButton value="html" sx={{ px: 2 }}>
          HTML
        </ToggleButton>
      </ToggleButtonGroup>

      <Controller
        name="content"
        control={control}
        render={({ field, fieldState }) =>
          view === 'html' ? (
            <AboutHtmlView field={field} fieldState={fieldState} />
          ) : (
            <Suspense fallback={<LoadingStatus label="Loading the editor..." />}>
              <AboutVisualEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            </Suspense>
          )
        }
      />

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'flex-end',
          gap: 1.5,
          mt: 2.5,
        }}
      >
        <Button
          variant="outlined"
          startIcon={<PreviewIcon aria-hidden />}
          onClick={() => setPreviewing(true)}
        >
          Preview About Page
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
      <AboutDraftPreviewDialog
        html={previewing ? getValues('content') : ''}
        open={previewing}
        onClose={() => setPreviewing(false)}
      />
    </Box>
  );
}
