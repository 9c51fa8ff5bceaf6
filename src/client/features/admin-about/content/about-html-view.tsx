import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ControllerRenderProps, ControllerFieldState } from 'react-hook-form';
import { ABOUT_ALLOWED_TAGS } from '@/domain/about';
import { ABOUT_EDITOR_ROWS } from '@/domain/constants';
import { AboutHtmlPreview } from './about-html-preview';

const ALLOWED_TAGS_HELP =
  `Allowed tags: ${ABOUT_ALLOWED_TAGS.join(', ')}. ` +
  'Pictures need an https address or one of our uploaded images; links an https, http, mailto ' +
  'or site address (/events), and keep only their href. Anything else is removed on save.';

interface AboutHtmlViewProps {
  field: ControllerRenderProps<{ content: string }, 'content'>;
  fieldState: ControllerFieldState;
}

/** The About HTML as code (10 rows) beside its live preview (below it on phones). */
export function AboutHtmlView({ field, fieldState }: AboutHtmlViewProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'stretch',
      }}
    >
      <TextField
        id="about-content-html"
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
      <AboutHtmlPreview html={field.value} headingId="about-content-preview-heading" />
    </Box>
  );
}
