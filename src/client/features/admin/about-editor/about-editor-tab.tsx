import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { JSX } from 'react';
import { AboutContentEditor } from './content/about-content-editor';
import { AboutSectionList } from './sections/about-section-list';

/**
 * The About tab of the admin dashboard (SPEC.md section 2): the About page's HTML with its
 * live preview, then the six member sections, each edited in the Edit About Section dialog.
 * Self-contained: it loads and saves its own data.
 */
export function AboutEditorTab(): JSX.Element {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="about-editor-content-heading"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="about-editor-content-heading" variant="h2" sx={{ mb: 1 }}>
          About page content
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
          The text at the top of the About page. Write it in HTML; the preview shows it as visitors
          will see it.
        </Typography>
        <AboutContentEditor />
      </Paper>

      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="about-editor-sections-heading"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="about-editor-sections-heading" variant="h2" sx={{ mb: 1 }}>
          About sections
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
          The people shown on the About page, in this order.
        </Typography>
        <AboutSectionList />
      </Paper>
    </Box>
  );
}
