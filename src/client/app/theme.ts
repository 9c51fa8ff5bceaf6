import { createTheme } from '@mui/material/styles';

interface AccentColour {
  main: string;
  light: string;
}

// The marigold accent is part of the palette, so components use it through the theme
// (`sx={{ bgcolor: 'marigold.main' }}`, `theme.palette.marigold`) and never import this file.
declare module '@mui/material/styles' {
  interface Palette {
    marigold: AccentColour;
  }
  interface PaletteOptions {
    marigold?: AccentColour;
  }
}

/** The site's palette. Every text colour below meets WCAG AA (4.5:1) on its background. */
const INDIGO = '#283593';
const INDIGO_DARK = '#1A237E';
const SAFFRON = '#E65100';
/** Saffron darkened for saffron text on light backgrounds (5.6:1 on white). */
const SAFFRON_DARK = '#BF360C';
/** Saffron deep enough behind white button text of any size (4.7:1). */
const SAFFRON_BUTTON = '#C94A00';
/** Accents and highlights only, never text. */
const MARIGOLD = '#FFB300';
/** A pale marigold, behind text (callouts, icon discs). */
const MARIGOLD_PALE = '#FFF4D6';
const BACKGROUND = '#FAFAF7';
const TEXT = '#1F2328';
const TEXT_SECONDARY = '#57606A';

/** Noto Sans (self-hosted; its subsets include Devanagari and ₹), then the system fonts. */
const FONT_FAMILY = [
  '"Noto Sans"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

/** Every button's height: a comfortable touch target. */
const BUTTON_HEIGHT = 44;

const heading = { color: INDIGO, fontWeight: 700, lineHeight: 1.25 } as const;

export const theme = createTheme({
  palette: {
    primary: { main: INDIGO, dark: INDIGO_DARK, contrastText: '#FFFFFF' },
    secondary: { main: SAFFRON, dark: SAFFRON_DARK, contrastText: '#FFFFFF' },
    marigold: { main: MARIGOLD, light: MARIGOLD_PALE },
    // Darker than MUI's defaults so white text on them (filled alerts) passes AA.
    info: { main: '#0277BD', contrastText: '#FFFFFF' },
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    success: { main: '#2E7D32', contrastText: '#FFFFFF' },
    error: { main: '#C62828', contrastText: '#FFFFFF' },
    background: { default: BACKGROUND, paper: '#FFFFFF' },
    text: { primary: TEXT, secondary: TEXT_SECONDARY },
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  spacing: 8,
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { ...heading, fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)' },
    h2: { ...heading, fontSize: 'clamp(1.375rem, 1.15rem + 1vw, 1.75rem)' },
    h3: { ...heading, fontSize: '1.25rem', fontWeight: 600 },
    h4: { ...heading, fontSize: '1.125rem', fontWeight: 600 },
    h5: { ...heading, fontSize: '1rem', fontWeight: 600 },
    h6: { ...heading, fontSize: '1rem', fontWeight: 600 },
    body1: { lineHeight: 1.7 },
    // One button scale: every button, whatever its size, colour or variant, has this type.
    button: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5, textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A visible keyboard focus ring everywhere (fields show focus with their own border, and
        // elements focused by script, tabindex -1, need none, except the items that arrow keys
        // move through: tabs, menu items, options);
        // marigold inside indigo areas (`.on-indigo`: the header, the footer).
        'html :focus-visible:not(.MuiInputBase-input, [tabindex="-1"]), html .Mui-focusVisible': {
          outline: `3px solid ${INDIGO}`,
          outlineOffset: 2,
        },
        'html .on-indigo :focus-visible': { outline: `3px solid ${MARIGOLD}` },
        // A field or message scrolled to (a form's first error, say) lands below the sticky
        // header, not under it.
        html: { scrollPaddingTop: 96 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: {
          minHeight: BUTTON_HEIGHT,
          variants: [
            // Sizes differ in padding only, so buttons side by side line up whatever their size.
            { props: { size: 'small' }, style: { fontSize: '1rem' } },
            { props: { size: 'large' }, style: { fontSize: '1rem' } },
            {
              props: { variant: 'contained', color: 'secondary' },
              style: {
                backgroundColor: SAFFRON_BUTTON,
                '&:hover': { backgroundColor: SAFFRON_DARK },
              },
            },
            // Saffron text on light backgrounds uses the darker shade.
            {
              props: { variant: 'outlined', color: 'secondary' },
              style: { color: SAFFRON_DARK, borderColor: SAFFRON_DARK },
            },
            { props: { variant: 'text', color: 'secondary' }, style: { color: SAFFRON_DARK } },
          ],
        },
      },
    },
    MuiToggleButton: {
      styleOverrides: { root: { minHeight: BUTTON_HEIGHT, fontSize: '1rem', lineHeight: 1.5 } },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.25rem' } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiCard: {
      defaultProps: { elevation: 2 },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
