import { zodResolver } from '@hookform/resolvers/zod';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ABOUT_ALLOWED_TAGS } from '../../../../../domain/about';
import { aboutContentInputSchema } from '../../../../../domain/about-schemas';
import { ABOUT_EDITOR_ROWS } from '../../../../../domain/constants';
import { MESSAGES } from '../../../../../domain/messages';
import { useNotify } from '../../../../components/notifications';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { useSaveAboutContent } from '../api/save-about-content';
import { AboutHtmlPreview } from './about-html-preview';

const contentFormSchema = aboutContentInputSchema.pick({ content: true });
type ContentFormValues = z.infer<typeof contentFormSchema>;

const FIELD_ID = 'about-content-html';

const ALLOWED_TAGS_HELP =
  `Allowed tags: ${ABOUT_ALLOWED_TAGS.join(', ')}. ` +
  'Pictures need an https address or one of our uploaded images. Anything else is removed on save.';

/** Opens the public About page in a new tab. */
function previewAboutPage() {
  window.open('/about', '_blank', 'noopener');
}

/**
 * The HTML editor (10 rows) beside its live preview (below it on phones), with Save Changes
 * and Preview About Page. On save the editor takes the server's sanitized text.
 */
export function AboutContentForm({ initialContent }: { initialContent: string }) {
  const notify = useNotify();
  const save = useSaveAboutContent();
  const { control, handleSubmit, reset, formState } = useForm<ContentFormValues>({
    resolver: zodResolver(contentFormSchema),
    defaultValues: { content: initialContent },
  });
  const html = useWatch({ control, name: 'content' });

  const onSubmit = handleSubmit(async ({ content }) => {
    try {
      const saved = await save.mutateAsync(content);
      reset({ content: saved.content });
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
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'stretch',
        }}
      >
        <Controller
          name="content"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id={FIELD_ID}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label="About page content (HTML)"
              multiline
              rows={ABOUT_EDITOR_ROWS}
              fullWidth
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? ALLOWED_TAGS_HELP}
              slotProps={{
                htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' },
              }}
              sx={{
                '& textarea': {
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: '0.875rem',
                  lineHeight: 1.6,
                },
              }}
            />
          )}
        />
        <AboutHtmlPreview html={html} headingId="about-content-preview-heading" />
      </Box>

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
          startIcon={<OpenInNewIcon aria-hidden />}
          onClick={previewAboutPage}
        >
          Preview About Page
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (opens in a new tab)
          </Box>
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </Box>
  );
}
