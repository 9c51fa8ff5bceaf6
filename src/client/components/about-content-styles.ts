import type { SxProps, Theme } from '@mui/material/styles';

/**
 * How the About page's rich text looks, wherever it shows: on the page, in the editor's preview
 * and in the visual editor.
 */
export const aboutContentSx = {
  '& h2': (theme) => ({ ...theme.typography.h2, mt: 4, mb: 1.5 }),
  '& h3': (theme) => ({ ...theme.typography.h3, mt: 3, mb: 1 }),
  '& p': { mt: 0, mb: 2 },
  '& ul, & ol': { pl: 3, mt: 0, mb: 2 },
  '& li': { mb: 0.75 },
  '& li > p': { mb: 0 },
  '& a': { color: 'primary.main', textUnderlineOffset: '0.15em' },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 3, my: 3 },
} satisfies SxProps<Theme>;

/** The same inside a box of its own (preview, editor): what comes first starts at the top. */
export const boxedAboutContentSx = {
  ...aboutContentSx,
  '& :first-child': { mt: 0 },
} satisfies SxProps<Theme>;
