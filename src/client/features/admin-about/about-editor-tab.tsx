import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { JSX, ReactNode } from 'react';
import { AboutContentEditor } from './content/about-content-editor';
import { AboutSectionList } from './sections/about-section-list';

interface EditorPartProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** One part of the tab: a panel with its heading, what it edits, then the editor. */
function EditorPart({ id, title, description, children }: EditorPartProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{description}</Typography>
      {children}
    </Paper>
  );
}

/**
 * The About tab of the admin dashboard: the About page's text (in a visual editor, or as HTML
 * with a live preview), then the six member sections, each edited in the Edit About Section
 * dialog. Self-contained: it loads and saves its own data.
 */
export function AboutEditorTab(): JSX.Element {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <EditorPart
        id="about-editor-content-heading"
        title="About page content"
        description="The text at the top of the About page, shown as visitors will see it. Those who prefer can write it as HTML."
      >
        <AboutContentEditor />
      </EditorPart>
      <EditorPart
        id="about-editor-sections-heading"
        title="About sections"
        description="The people shown on the About page, in this order."
      >
        <AboutSectionList />
      </EditorPart>
    </Box>
  );
}
